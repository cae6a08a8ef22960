import type { LocaleTag } from '../domain/storefronts';
import type { Messages } from './mergeCatalogues';

/**
 * The kit's strings for one locale, downloaded on demand (pass them to `PreloadedIntlProvider`).
 * A dynamic import over `./locales/`, so a bundler splits each locale into its own chunk.
 */
export async function loadKitMessages(locale: LocaleTag): Promise<Messages> {
  return ((await import(`./locales/${locale}.ts`)) as { default: Messages }).default;
}
