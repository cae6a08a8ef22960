export { IntlProvider, useIntl, type IntlProviderProps } from './IntlProvider';
export { kitMessages, type Messages } from './messages';
export { mergeCatalogues, type Catalogues } from './mergeCatalogues';
export { useMoney } from './useMoney';
export { Money, type MoneyProps } from './Money';
