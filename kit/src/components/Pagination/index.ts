export { Pagination, defaultPerPageOptions, type PaginationProps } from './Pagination';
export { pageItems, type PageItem } from './pageItems';
