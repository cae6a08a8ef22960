export * from './storefronts';
export * from './money';
export * from './shipping';
export * from './errors';
export * from './loader';
export * from './catalogue/parts';
export * from './performance';
export * from './account';
export * from './compat';
export * from './configurator';
export * from './commerce';
// The kit's message catalogues are plain data: the server formats validation messages with them.
export { kitMessages, type Messages } from '../i18n/messages';
export { mergeCatalogues, mergeMessages, type Catalogues } from '../i18n/mergeCatalogues';
export { loadKitMessages } from '../i18n/loadMessages';
export * from './places';
export * from './session';
export * from './cms';
export * from './support';
