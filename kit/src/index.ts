// Components, i18n and the theme contract. Pure logic, the API client and the data
// hooks have their own entry points: @rigsmith/kit/domain, /api and /hooks.
export { ProductCard, productCardPropsOf, type ProductCardProps, type FpsRange, type BuildProductCardProps } from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { PriceTag, isDiscounted, type PriceTagProps } from './components/PriceTag';
export { SortSelect, type SortSelectProps } from './components/SortSelect';
export { StorefrontMenu, type StorefrontMenuOption, type StorefrontMenuProps } from './components/StorefrontMenu';
export { Pagination, pageItems, defaultPerPageOptions, type PaginationProps, type PageItem } from './components/Pagination';
export { ListingFilters, type ListingFiltersProps, type PriceBand } from './components/ListingFilters';
export { FilterSheet, type FilterSheetProps } from './components/FilterSheet';
export { BudgetBands, BudgetBand, type BudgetBandsProps, type BudgetBandProps, type BudgetBandSlug } from './components/BudgetBands';
export { Gallery, type GalleryProps, type GalleryImage } from './components/Gallery';
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary';
export { ReviewList, type ReviewListProps } from './components/ReviewList';
export { ReviewForm, type ReviewFormProps, type ReviewFormValues } from './components/ReviewForm';
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
export { Link, LinkRouterProvider, type LinkProps, type LinkRouterProps } from './components/Link';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { Button, type ButtonProps } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './components/ErrorSummary';
export { FormNotice, type FormNoticeProps } from './components/FormNotice';
export type { AccountFormProps, FormServerError } from './components/internal/useAccountForm';
export { LoginForm, type LoginFormProps, type LoginFormValues } from './components/LoginForm';
export { RegisterForm, type RegisterFormProps, type RegisterFormValues } from './components/RegisterForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps, type ForgotPasswordFormValues } from './components/ForgotPasswordForm';
export { CreatePasswordForm, type CreatePasswordFormProps, type CreatePasswordFormValues } from './components/CreatePasswordForm';
export { ChangePasswordForm, type ChangePasswordFormProps, type ChangePasswordFormValues } from './components/ChangePasswordForm';
export { AccountDetailsForm, type AccountDetailsFormProps } from './components/AccountDetailsForm';
export { EmailPreferencesForm, type EmailPreferencesFormProps, type EmailPreferences } from './components/EmailPreferencesForm';
export {
  AddressForm,
  PlaceCombobox,
  placeKey,
  PLACE_SEARCH_DELAY,
  PLACE_SEARCH_MIN_LENGTH,
  type AddressDraft,
  type AddressFormProps,
  type AddressFormValues,
  type PlaceComboboxProps,
} from './components/AddressForm';
export { AddressList, type AddressListProps } from './components/AddressList';
export * from './components/configurator';
export * from './components/commerce';
export * from './components/cms';
export * from './components/support';
export * from './components/admin';
export {
  IntlProvider,
  PreloadedIntlProvider,
  useIntl,
  createIntl,
  IntlError,
  useMoney,
  Money,
  loadKitMessages,
  kitMessageAreas,
  type KitMessageArea,
  type IntlProviderProps,
  type PreloadedIntlProviderProps,
  type IntlShape,
  type MessageDescriptor,
  type MoneyProps,
  type Messages,
} from './i18n';
export { vars, type ThemeTokens } from './theme';
