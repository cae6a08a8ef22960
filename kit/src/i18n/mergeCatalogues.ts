import { localeTags, type LocaleTag } from '../domain/storefronts';

export type Messages = Record<string, string>;
export type Catalogues = Record<LocaleTag, Messages>;

/**
 * One locale's catalogue from several areas' messages (one JSON file per area and locale,
 * so the areas of the shop grow their strings apart). An id defined by two areas is a
 * mistake that would silently drop one text, so it throws at start-up.
 */
export function mergeMessages(locale: LocaleTag, areas: readonly Messages[]): Messages {
  const messages: Messages = {};
  for (const area of areas) {
    for (const [id, text] of Object.entries(area)) {
      if (id in messages) throw new Error(`Message id "${id}" is defined twice in the ${locale} catalogues`);
      messages[id] = text;
    }
  }
  return messages;
}

/** One catalogue per locale from several areas' catalogues (see `mergeMessages`). */
export function mergeCatalogues(...areas: readonly Catalogues[]): Catalogues {
  const merged = {} as Catalogues;
  for (const locale of localeTags)
    merged[locale] = mergeMessages(
      locale,
      areas.map((area) => area[locale]),
    );
  return merged;
}
