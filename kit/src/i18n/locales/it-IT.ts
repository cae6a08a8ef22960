import { mergeMessages } from '../mergeCatalogues';
import core from '../messages/it-IT.json';
import configurator from '../messages/configurator/it-IT.json';
import commerce from '../messages/commerce/it-IT.json';
import cms from '../messages/cms/it-IT.json';
import support from '../messages/support/it-IT.json';
import admin from '../messages/admin/it-IT.json';

/** The kit's it-IT strings from every area's file, in a module of their own so an app downloads one locale. */
export default /* @__PURE__ */ mergeMessages('it-IT', [core, configurator, commerce, cms, support, admin]);
