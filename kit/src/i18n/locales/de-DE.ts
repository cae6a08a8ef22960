import { mergeMessages } from '../mergeCatalogues';
import core from '../messages/de-DE.json';
import configurator from '../messages/configurator/de-DE.json';
import commerce from '../messages/commerce/de-DE.json';
import cms from '../messages/cms/de-DE.json';
import support from '../messages/support/de-DE.json';
import admin from '../messages/admin/de-DE.json';

/** The kit's de-DE strings from every area's file, in a module of their own so an app downloads one locale. */
export default /* @__PURE__ */ mergeMessages('de-DE', [core, configurator, commerce, cms, support, admin]);
