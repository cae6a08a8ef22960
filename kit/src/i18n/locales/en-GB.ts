import { mergeMessages } from '../mergeCatalogues';
import core from '../messages/en-GB.json';
import configurator from '../messages/configurator/en-GB.json';
import commerce from '../messages/commerce/en-GB.json';
import cms from '../messages/cms/en-GB.json';
import support from '../messages/support/en-GB.json';
import admin from '../messages/admin/en-GB.json';

/** The kit's en-GB strings from every area's file, in a module of their own so an app downloads one locale. */
export default /* @__PURE__ */ mergeMessages('en-GB', [core, configurator, commerce, cms, support, admin]);
