import { loadKitMessages, type LocaleTag, type Messages } from '@rigsmith/kit/domain';

/** One dynamic import per locale, so the browser downloads only the active storefront's strings. */
const storefrontLocaleLoaders: Record<LocaleTag, () => Promise<{ default: Messages }>> = {
  'en-GB': () => import('./locales/en-GB'),
  'fr-FR': () => import('./locales/fr-FR'),
  'it-IT': () => import('./locales/it-IT'),
  'es-ES': () => import('./locales/es-ES'),
  'de-DE': () => import('./locales/de-DE'),
};

/** A storefront's whole catalogue, downloaded on demand: the kit's strings with the storefront's over them. */
export async function loadCatalogue(locale: LocaleTag): Promise<Messages> {
  const [kit, storefront] = await Promise.all([loadKitMessages(locale), storefrontLocaleLoaders[locale]()]);
  return { ...kit, ...storefront.default };
}
