import { loadKitMessages, type LocaleTag, type Messages } from '@rigsmith/kit/domain';

/**
 * A storefront's whole catalogue, downloaded on demand: the kit's strings with the
 * storefront's over them. A dynamic import over `./locales/`, so the browser downloads only
 * the active storefront's strings (one chunk per locale).
 */
export async function loadCatalogue(locale: LocaleTag): Promise<Messages> {
  const [kit, storefront] = await Promise.all([loadKitMessages(locale), import(`./locales/${locale}.ts`) as Promise<{ default: Messages }>]);
  return { ...kit, ...storefront.default };
}
