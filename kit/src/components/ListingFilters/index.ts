export { ListingFilters, type ListingFiltersProps, type PriceBand } from './ListingFilters';
