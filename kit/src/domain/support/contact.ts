import { z } from 'zod';
import { emailSchema, fullNameSchema, phoneSchema } from '../account/validation';
import { CONTACT_MESSAGE_MAX_LENGTH, supportValidationMessages } from './contactMessages';

/**
 * The contact-us form (SPEC §3 "Contact ticket": full name, email, order number, phone,
 * enquiry message, privacy agreement; §5 "Contact form needs privacy consent"). One schema,
 * used as it is by the kit's `ContactForm` and by POST api/support/ticket/. Email, name and
 * phone reuse the registration and address rules and their `validation.*` messages; the
 * support-only rules fail with `support.validation.*` ids of the kit catalogue.
 */

/**
 * Our order references (storefront/server/services/orders.ts): `RS-<year>-<number>`, the
 * number zero-padded to at least 6 digits, e.g. RS-2026-000042.
 */
export const ORDER_REFERENCE_PATTERN = /^RS-\d{4}-\d{6,10}$/;

export {
  CONTACT_MESSAGE_MAX_LENGTH,
  supportValidationMessages,
  supportValidationMessageValues,
  isSupportValidationMessageId,
  type SupportValidationMessageId,
} from './contactMessages';

const required = 'validation.required';
const s = supportValidationMessages;

/** An optional text field: absent, or typed empty, is "not given"; anything else must pass `schema`. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();

/** An order reference as typed: spaces around and lower case are forgiven. */
export const orderNumberSchema = /* @__PURE__ */ z
  .string({ error: s.orderNumber })
  .trim()
  .toUpperCase()
  .regex(ORDER_REFERENCE_PATTERN, s.orderNumber);

export const contactTicketSchema = /* @__PURE__ */ z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  order_number: /* @__PURE__ */ optional(orderNumberSchema),
  phone_number: /* @__PURE__ */ optional(phoneSchema),
  message: /* @__PURE__ */ z.string({ error: required }).trim().min(1, required).max(CONTACT_MESSAGE_MAX_LENGTH, s.messageTooLong),
  privacy_accepted: /* @__PURE__ */ z.literal(true, { error: s.privacyRequired }),
});

/** What the contact form holds while the shopper types. */
export type ContactTicketInput = z.input<typeof contactTicketSchema>;
/** What reaches the server: trimmed, email lower-cased, phone normalised, empty optionals absent. */
export type ContactTicketValues = z.output<typeof contactTicketSchema>;
