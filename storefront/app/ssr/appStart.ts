/**
 * How a page tells its first script (boot.ts) what to start. Both are `<meta>` elements, so
 * the page needs no inline script (the Content-Security-Policy allows none).
 */

/** The app's entry module (main.tsx, built): written into index.html at build time. */
export const APP_ENTRY_META = 'rs-app';

/**
 * The modules a server-rendered page's hydration will need (its screen's chunk, the app's
 * chunks and the locale's strings), space-separated: written per page by the server.
 */
export const DEFERRED_MODULES_META = 'rs-modules';
