import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  isValidationMessageId,
  kitMessages,
  localeTags,
  storefrontForCountry,
  validationMessageValues,
  type CountryCode,
  type LocaleTag,
  type Messages,
} from '@rigsmith/kit/domain';
import enGB from './messages/en-GB.json';
import frFR from './messages/fr-FR.json';
import itIT from './messages/it-IT.json';
import esES from './messages/es-ES.json';
import deDE from './messages/de-DE.json';

/**
 * What the server says to people (error messages, confirmations, emails) in the language
 * of the storefront the request came from. Its own catalogue (storefront/server/messages)
 * plus the kit's, whose `validation.*` messages the shared zod schemas fail with.
 */
const serverMessages: Record<LocaleTag, Messages> = { 'en-GB': enGB, 'fr-FR': frFR, 'it-IT': itIT, 'es-ES': esES, 'de-DE': deDE };

export type ServerMessageId = keyof typeof enGB;

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

/** A server message in the storefront's language. */
export function translate(country: CountryCode, id: ServerMessageId, values?: Record<string, string | number>): string {
  return intlFor(country).formatMessage({ id }, values);
}

/**
 * A zod issue's message in the storefront's language when it is one of the kit's
 * `validation.*` ids; any other message is passed on as it is.
 */
export function translateValidation(country: CountryCode, message: string): string {
  return isValidationMessageId(message) ? intlFor(country).formatMessage({ id: message }, validationMessageValues) : message;
}
