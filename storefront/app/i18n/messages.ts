import type { LocaleTag } from '@rigsmith/kit/domain';
import type { Messages } from '@rigsmith/kit';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';
import itIT from './messages/it-IT.json';
import esES from './messages/es-ES.json';
import deDE from './messages/de-DE.json';

/** The storefront's own strings; the kit's are merged under them by its IntlProvider. */
export const storefrontMessages: Record<LocaleTag, Messages> = {
  'en-GB': enGB,
  'fr-FR': frFR,
  'it-IT': itIT,
  'es-ES': esES,
  'de-DE': deDE,
};
