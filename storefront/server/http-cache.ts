/** Reference data changes with a deploy or an edit in the back office, not per request: let browsers and CDNs keep it a while. */
export const REFERENCE_DATA_CACHE = 'public, max-age=300';
