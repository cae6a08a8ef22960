export { CmsPage, type CmsPageProps } from './CmsPage';
