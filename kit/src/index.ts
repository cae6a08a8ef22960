// Components, i18n and the theme contract. Pure logic, the API client and the data
// hooks have their own entry points: @rigsmith/kit/domain, /api and /hooks.
export { ProductCard, type ProductCardProps, type FpsRange } from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { PriceTag, isDiscounted, type PriceTagProps } from './components/PriceTag';
export { SortSelect, type SortSelectProps } from './components/SortSelect';
export { Pagination, pageItems, defaultPerPageOptions, type PaginationProps, type PageItem } from './components/Pagination';
export { ListingFilters, type ListingFiltersProps, type PriceBand } from './components/ListingFilters';
export { BudgetBands, BudgetBand, type BudgetBandsProps, type BudgetBandProps, type BudgetBandSlug } from './components/BudgetBands';
export { Gallery, type GalleryProps, type GalleryImage } from './components/Gallery';
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary';
export { ReviewList, type ReviewListProps } from './components/ReviewList';
export { SpecificationTable, type SpecificationTableProps, type SpecificationTableRow } from './components/SpecificationTable';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './components/ChoiceGroup';
export { ResolutionChoice, PresetChoice, type ResolutionChoiceProps, type PresetChoiceProps } from './components/GraphicsSettings';
export {
  FpsFinderForm,
  targetFramerates,
  defaultFpsFinderValue,
  type FpsFinderFormProps,
  type FpsFinderValue,
  type FpsFinderGame,
} from './components/FpsFinderForm';
export { BuildTierCard, buildTiers, type BuildTierCardProps, type BuildTier } from './components/BuildTierCard';
export { PerformanceChart, type PerformanceChartProps, type PerformanceChartRow } from './components/PerformanceChart';
export { FpsEstimateNote, type FpsEstimateNoteProps } from './components/FpsEstimateNote';
export { FullScreenLoader, useFullScreenLoader, type FullScreenLoaderProps } from './components/FullScreenLoader';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage';
export { Link, type LinkProps } from './components/Link';
export { IntlProvider, useIntl, useMoney, Money, kitMessages, type IntlProviderProps, type MoneyProps, type Messages } from './i18n';
export { vars, type ThemeTokens } from './theme';
