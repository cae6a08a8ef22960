// `@rigsmith/kit/messages`: the kit's message catalogues as plain data, without React, for
// servers (localised validation messages, emails), apps merging their own strings over the
// kit's, and tests. Kept out of `/domain`, so a page importing one domain function does not
// download every language's strings.
export { kitMessages, type Messages } from './messages';
export { kitMessageAreas, loadKitMessages, type KitMessageArea } from './loadMessages';
export { mergeCatalogues, mergeMessages, type Catalogues } from './mergeCatalogues';
