import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  DEFAULT_COUNTRY,
  isValidationMessageId,
  localeTags,
  storefrontForCountry,
  validationMessageValues,
  type CountryCode,
  type LocaleTag,
  type Storefront,
} from '@rigsmith/kit/domain';
import { kitMessages, mergeCatalogues, type Messages } from '@rigsmith/kit/messages';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';
import itIT from './messages/it-IT.json';
import esES from './messages/es-ES.json';
import deDE from './messages/de-DE.json';
import configuratorEnGB from './messages/configurator/en-GB.json';
import configuratorFrFR from './messages/configurator/fr-FR.json';
import configuratorItIT from './messages/configurator/it-IT.json';
import configuratorEsES from './messages/configurator/es-ES.json';
import configuratorDeDE from './messages/configurator/de-DE.json';
import commerceEnGB from './messages/commerce/en-GB.json';
import commerceFrFR from './messages/commerce/fr-FR.json';
import commerceItIT from './messages/commerce/it-IT.json';
import commerceEsES from './messages/commerce/es-ES.json';
import commerceDeDE from './messages/commerce/de-DE.json';
import cmsEnGB from './messages/cms/en-GB.json';
import cmsFrFR from './messages/cms/fr-FR.json';
import cmsItIT from './messages/cms/it-IT.json';
import cmsEsES from './messages/cms/es-ES.json';
import cmsDeDE from './messages/cms/de-DE.json';
import supportEnGB from './messages/support/en-GB.json';
import supportFrFR from './messages/support/fr-FR.json';
import supportItIT from './messages/support/it-IT.json';
import supportEsES from './messages/support/es-ES.json';
import supportDeDE from './messages/support/de-DE.json';
import adminEnGB from './messages/admin/en-GB.json';
import adminFrFR from './messages/admin/fr-FR.json';
import adminItIT from './messages/admin/it-IT.json';
import adminEsES from './messages/admin/es-ES.json';
import adminDeDE from './messages/admin/de-DE.json';
import reviewsEnGB from './messages/reviews/en-GB.json';
import reviewsFrFR from './messages/reviews/fr-FR.json';
import reviewsItIT from './messages/reviews/it-IT.json';
import reviewsEsES from './messages/reviews/es-ES.json';
import reviewsDeDE from './messages/reviews/de-DE.json';

/**
 * What the server says to people (error messages, confirmations, emails) in the language
 * of the storefront the request came from. Its own catalogue (storefront/server/messages)
 * plus the kit's, whose `validation.*` messages the shared zod schemas fail with.
 */
export const serverMessages: Record<LocaleTag, Messages> = mergeCatalogues(
  { 'en-GB': enGB, 'fr-FR': frFR, 'it-IT': itIT, 'es-ES': esES, 'de-DE': deDE },
  // Pre-built and custom PC builds, drafts.
  { 'en-GB': configuratorEnGB, 'fr-FR': configuratorFrFR, 'it-IT': configuratorItIT, 'es-ES': configuratorEsES, 'de-DE': configuratorDeDE },
  // Cart, coupons, orders and payment.
  { 'en-GB': commerceEnGB, 'fr-FR': commerceFrFR, 'it-IT': commerceItIT, 'es-ES': commerceEsES, 'de-DE': commerceDeDE },
  // CMS pages and redirect lookups.
  { 'en-GB': cmsEnGB, 'fr-FR': cmsFrFR, 'it-IT': cmsItIT, 'es-ES': cmsEsES, 'de-DE': cmsDeDE },
  // Contact-us tickets.
  { 'en-GB': supportEnGB, 'fr-FR': supportFrFR, 'it-IT': supportItIT, 'es-ES': supportEsES, 'de-DE': supportDeDE },
  // The back office (staff roles, order fulfilment, stock, moderation).
  { 'en-GB': adminEnGB, 'fr-FR': adminFrFR, 'it-IT': adminItIT, 'es-ES': adminEsES, 'de-DE': adminDeDE },
  // Reviews from buyers and their moderation.
  { 'en-GB': reviewsEnGB, 'fr-FR': reviewsFrFR, 'it-IT': reviewsItIT, 'es-ES': reviewsEsES, 'de-DE': reviewsDeDE },
);

export type ServerMessageId =
  | keyof typeof enGB
  | keyof typeof configuratorEnGB
  | keyof typeof commerceEnGB
  | keyof typeof cmsEnGB
  | keyof typeof supportEnGB
  | keyof typeof adminEnGB
  | keyof typeof reviewsEnGB;

const cache = createIntlCache();
const intls = new Map<LocaleTag, IntlShape<string>>(
  localeTags.map((locale) => [
    locale,
    createIntl({ locale, messages: { ...kitMessages[locale], ...serverMessages[locale] }, defaultLocale: 'en-GB' }, cache),
  ]),
);

export function intlFor(country: CountryCode): IntlShape<string> {
  return intls.get(storefrontForCountry(country).locale)!;
}

/**
 * The server's messages bound to one storefront's language: what a request's context
 * carries as `t`, so a handler says `t('cart.full')` without working out the language.
 */
export type Translator = {
  (id: ServerMessageId, values?: Record<string, string | number>): string;
  /** A kit `validation.*` id in this language; any other text is passed on as it is. */
  validation(message: string): string;
  readonly intl: IntlShape<string>;
  readonly locale: LocaleTag;
};

function bindTranslator(locale: LocaleTag): Translator {
  const intl = intls.get(locale)!;
  const t = (id: ServerMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return Object.assign(t, {
    validation: (message: string) => (isValidationMessageId(message) ? intl.formatMessage({ id: message }, validationMessageValues) : message),
    intl,
    locale,
  });
}

// One translator a language, made once: binding per request would cost an allocation each.
const translators = new Map<LocaleTag, Translator>(localeTags.map((locale) => [locale, bindTranslator(locale)]));

/** The translator for a storefront (or anything that names its language). */
export function translatorFor({ locale }: Pick<Storefront, 'locale'>): Translator {
  return translators.get(locale)!;
}

/** The request's translator; the default storefront's before the storefront is known (a refused country). */
export function translatorOf(c: { get(key: 't'): Translator | undefined }): Translator {
  return c.get('t') ?? translatorFor(storefrontForCountry(DEFAULT_COUNTRY));
}
