// The customiser's performance tab, a chunk of its own: it draws only once the shopper shows
// the tab, so its chart, settings and radio groups are not in the route's first load.
export { BuildPerformance } from '@rigsmith/kit';
