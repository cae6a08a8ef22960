import { mergeMessages } from '../mergeCatalogues';
import core from '../messages/es-ES.json';
import configurator from '../messages/configurator/es-ES.json';
import commerce from '../messages/commerce/es-ES.json';
import cms from '../messages/cms/es-ES.json';
import support from '../messages/support/es-ES.json';
import admin from '../messages/admin/es-ES.json';

/** The kit's es-ES strings from every area's file, in a module of their own so an app downloads one locale. */
export default /* @__PURE__ */ mergeMessages('es-ES', [core, configurator, commerce, cms, support, admin]);
