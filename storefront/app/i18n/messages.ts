import { mergeCatalogues, type Catalogues, type LocaleTag, type Messages } from '@rigsmith/kit/domain';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';
import itIT from './messages/it-IT.json';
import esES from './messages/es-ES.json';
import deDE from './messages/de-DE.json';
import configuratorEnGB from './messages/configurator/en-GB.json';
import configuratorFrFR from './messages/configurator/fr-FR.json';
import configuratorItIT from './messages/configurator/it-IT.json';
import configuratorEsES from './messages/configurator/es-ES.json';
import configuratorDeDE from './messages/configurator/de-DE.json';
import commerceEnGB from './messages/commerce/en-GB.json';
import commerceFrFR from './messages/commerce/fr-FR.json';
import commerceItIT from './messages/commerce/it-IT.json';
import commerceEsES from './messages/commerce/es-ES.json';
import commerceDeDE from './messages/commerce/de-DE.json';
import cmsEnGB from './messages/cms/en-GB.json';
import cmsFrFR from './messages/cms/fr-FR.json';
import cmsItIT from './messages/cms/it-IT.json';
import cmsEsES from './messages/cms/es-ES.json';
import cmsDeDE from './messages/cms/de-DE.json';
import supportEnGB from './messages/support/en-GB.json';
import supportFrFR from './messages/support/fr-FR.json';
import supportItIT from './messages/support/it-IT.json';
import supportEsES from './messages/support/es-ES.json';
import supportDeDE from './messages/support/de-DE.json';

const core: Catalogues = { 'en-GB': enGB, 'fr-FR': frFR, 'it-IT': itIT, 'es-ES': esES, 'de-DE': deDE };
/** The configurator's screens (issue #4). */
const configurator: Catalogues = {
  'en-GB': configuratorEnGB,
  'fr-FR': configuratorFrFR,
  'it-IT': configuratorItIT,
  'es-ES': configuratorEsES,
  'de-DE': configuratorDeDE,
};
/** Cart, checkout and order screens (issue #6). */
const commerce: Catalogues = {
  'en-GB': commerceEnGB,
  'fr-FR': commerceFrFR,
  'it-IT': commerceItIT,
  'es-ES': commerceEsES,
  'de-DE': commerceDeDE,
};

/** CMS content pages, redirects and the route-validation 404. */
const cms: Catalogues = { 'en-GB': cmsEnGB, 'fr-FR': cmsFrFR, 'it-IT': cmsItIT, 'es-ES': cmsEsES, 'de-DE': cmsDeDE };

/** Contact us and the cookie banner. */
const support: Catalogues = {
  'en-GB': supportEnGB,
  'fr-FR': supportFrFR,
  'it-IT': supportItIT,
  'es-ES': supportEsES,
  'de-DE': supportDeDE,
};

/** The storefront's own strings, one file per area; the kit's are merged under them by its IntlProvider. */
export const storefrontMessages: Record<LocaleTag, Messages> = mergeCatalogues(core, configurator, commerce, cms, support);
