/**
 * The contact-us form's limits and message ids, apart from its zod schema (`contact.ts`), so
 * a form that only maps a server refusal to a message does not load the schema's phone rules.
 */

/**
 * The longest enquiry accepted. SPEC leaves it open; 2,000 characters is about a page of
 * text, room for any enquiry while bounding what one anonymous request can store and email.
 */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const supportValidationMessages = {
  orderNumber: 'support.validation.orderNumber',
  messageTooLong: 'support.validation.messageTooLong',
  privacyRequired: 'support.validation.privacyRequired',
} as const;

export type SupportValidationMessageId = (typeof supportValidationMessages)[keyof typeof supportValidationMessages];

/** The values the `support.validation.*` messages interpolate. */
export const supportValidationMessageValues = { messageMax: CONTACT_MESSAGE_MAX_LENGTH } as const;

export function isSupportValidationMessageId(value: string): value is SupportValidationMessageId {
  return (Object.values(supportValidationMessages) as string[]).includes(value);
}
