export { IntlProvider, useIntl, type IntlProviderProps } from './IntlProvider';
export { kitMessages, type Messages } from './messages';
export { useMoney } from './useMoney';
export { Money, type MoneyProps } from './Money';
