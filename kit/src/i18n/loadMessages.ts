import type { LocaleTag } from '../domain/storefronts';
import type { Messages } from './mergeCatalogues';

/** One dynamic import per locale, so a bundler splits each catalogue into its own chunk. */
const kitLocaleLoaders: Record<LocaleTag, () => Promise<{ default: Messages }>> = {
  'en-GB': () => import('./locales/en-GB'),
  'fr-FR': () => import('./locales/fr-FR'),
  'it-IT': () => import('./locales/it-IT'),
  'es-ES': () => import('./locales/es-ES'),
  'de-DE': () => import('./locales/de-DE'),
};

/** The kit's strings for one locale, downloaded on demand (pass them to `PreloadedIntlProvider`). */
export async function loadKitMessages(locale: LocaleTag): Promise<Messages> {
  return (await kitLocaleLoaders[locale]()).default;
}
