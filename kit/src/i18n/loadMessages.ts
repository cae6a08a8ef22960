import type { LocaleTag } from '../domain/storefronts';
import { mergeMessages, type Messages } from './mergeCatalogues';

/**
 * The areas of the shop with strings of their own, beside the core (product listing, prices,
 * forms, errors): a brand that shows only product cards needs none of them.
 */
export const kitMessageAreas = ['configurator', 'commerce', 'cms', 'support', 'admin'] as const;
export type KitMessageArea = (typeof kitMessageAreas)[number];

type JsonModule = { default: Messages };

/**
 * The kit's strings for one locale, downloaded on demand (pass them to `PreloadedIntlProvider`):
 * the core and the `areas` asked for, every area by default. Dynamic imports over
 * `./messages/`, so a bundler splits each file into a chunk of its own.
 */
export async function loadKitMessages(locale: LocaleTag, areas: readonly KitMessageArea[] = kitMessageAreas): Promise<Messages> {
  const files = await Promise.all([
    import(`./messages/${locale}.json`) as Promise<JsonModule>,
    ...areas.map((area) => import(`./messages/${area}/${locale}.json`) as Promise<JsonModule>),
  ]);
  return mergeMessages(
    locale,
    files.map((file) => file.default),
  );
}
