// Components, i18n and the theme contract. Pure logic, the API client and the data
// hooks have their own entry points: @rigsmith/kit/domain, /api and /hooks.
export { ProductCard, type ProductCardProps, type FpsRange } from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { FullScreenLoader, useFullScreenLoader, type FullScreenLoaderProps } from './components/FullScreenLoader';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage';
export { Link, type LinkProps } from './components/Link';
export { IntlProvider, useIntl, useMoney, Money, kitMessages, type IntlProviderProps, type MoneyProps, type Messages } from './i18n';
export { vars, type ThemeTokens } from './theme';
