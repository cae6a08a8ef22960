import { globalStyle } from '@vanilla-extract/css';

// The heading a route change focuses (RouteAnnouncer) is where reading resumes, not a control:
// no ring, as on a full page load. Whether the browser drew one depended on what was clicked
// before, so the same page looked different from one visit to the next. Kept with the
// announcer, so wherever it runs (the shop, the screen stories) the rule comes with it.
globalStyle('[data-route-focus]:focus', { outline: 'none' });
