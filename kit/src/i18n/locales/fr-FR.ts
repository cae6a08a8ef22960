import { mergeMessages } from '../mergeCatalogues';
import core from '../messages/fr-FR.json';
import configurator from '../messages/configurator/fr-FR.json';
import commerce from '../messages/commerce/fr-FR.json';
import cms from '../messages/cms/fr-FR.json';
import support from '../messages/support/fr-FR.json';
import admin from '../messages/admin/fr-FR.json';

/** The kit's fr-FR strings from every area's file, in a module of their own so an app downloads one locale. */
export default /* @__PURE__ */ mergeMessages('fr-FR', [core, configurator, commerce, cms, support, admin]);
