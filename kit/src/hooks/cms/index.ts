// CMS hooks: content pages and the redirect lookup for unmatched paths.
export { useCmsPage } from './useCmsPage';
export { useRedirectLookup } from './useRedirectLookup';
