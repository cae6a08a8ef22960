import { type LocaleTag } from '@rigsmith/kit/domain';
import { kitMessages, type Messages } from '@rigsmith/kit/messages';
import enGB from './locales/en-GB';
import frFR from './locales/fr-FR';
import itIT from './locales/it-IT';
import esES from './locales/es-ES';
import deDE from './locales/de-DE';

/** The storefront's own strings for every locale, one file per area and locale (tests, stories, the server renderer). */
export const storefrontMessages: Record<LocaleTag, Messages> = { 'en-GB': enGB, 'fr-FR': frFR, 'it-IT': itIT, 'es-ES': esES, 'de-DE': deDE };

const bundled = new Map<LocaleTag, Messages>();

/** A storefront's whole catalogue, bundled: the kit's strings with the storefront's over them (one object per locale, so providers keep their formatter). */
export function bundledCatalogue(locale: LocaleTag): Messages {
  let catalogue = bundled.get(locale);
  if (!catalogue) bundled.set(locale, (catalogue = { ...kitMessages[locale], ...storefrontMessages[locale] }));
  return catalogue;
}
