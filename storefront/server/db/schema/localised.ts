import type { LocaleTag } from '@rigsmith/kit/domain';

/** Text in each storefront language, keyed by locale tag (en-GB, fr-FR, ...). */
export type LocalisedText = Partial<Record<LocaleTag, string>>;
