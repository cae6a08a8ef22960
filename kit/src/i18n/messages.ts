import type { LocaleTag } from '../domain/storefronts';
import type { Messages } from './mergeCatalogues';
import enGB from './locales/en-GB';
import frFR from './locales/fr-FR';
import itIT from './locales/it-IT';
import esES from './locales/es-ES';
import deDE from './locales/de-DE';

export type { Messages } from './mergeCatalogues';

/**
 * The kit's own strings for every locale at once, for servers, tests and stories. A
 * browser app loads only its locale's with `loadKitMessages`.
 */
export const kitMessages: Record<LocaleTag, Messages> = { 'en-GB': enGB, 'fr-FR': frFR, 'it-IT': itIT, 'es-ES': esES, 'de-DE': deDE };
