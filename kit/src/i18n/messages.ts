import type { LocaleTag } from '../domain';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';
import itIT from './messages/it-IT.json';
import esES from './messages/es-ES.json';
import deDE from './messages/de-DE.json';

export type Messages = Record<string, string>;

/** The kit's own strings, one catalogue per locale tag. */
export const kitMessages: Record<LocaleTag, Messages> = {
  'en-GB': enGB,
  'fr-FR': frFR,
  'it-IT': itIT,
  'es-ES': esES,
  'de-DE': deDE,
};
