// CMS content components, exported from the kit's main entry.
export { CmsPage, type CmsPageProps } from './CmsPage';
