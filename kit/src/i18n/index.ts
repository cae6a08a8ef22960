export { IntlProvider, PreloadedIntlProvider, useIntl, type IntlProviderProps, type PreloadedIntlProviderProps } from './IntlProvider';
export { createIntl, IntlError, type IntlShape, type IntlConfig, type IntlMessages, type MessageDescriptor } from './createIntl';
export { kitMessages, type Messages } from './messages';
export { kitMessageAreas, loadKitMessages, type KitMessageArea } from './loadMessages';
export { mergeCatalogues, mergeMessages, type Catalogues } from './mergeCatalogues';
export { useMoney } from './useMoney';
export { Money, type MoneyProps } from './Money';
