import { z } from 'zod';
import { isPostcodeOf, normalisePhone, normalisePostcode, PROVINCE_MAX_LENGTH, PROVINCE_PATTERN } from '../address';
import { countryCodes } from '../storefronts';
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validationMessages,
  type ValidationMessageId,
} from './validationMessages';
export { allFieldErrorsOf, fieldErrorsOf } from './validationMessages';

/**
 * The account forms' rules (SPEC §5), one zod schema per form, used as they are by the
 * storefront's forms and by the server's routes. Each rule fails with its own message id
 * from the kit catalogue (`validation.*`); format it with `validationMessageValues`.
 */

export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  MAX_SAVED_ADDRESSES,
  EMAIL_MAX_LENGTH,
  validationMessages,
  validationMessageValues,
  isValidationMessageId,
  type ValidationMessageId,
} from './validationMessages';

const m = validationMessages;

/** A required text, trimmed; empty fails with 'This is a required field'. */
const requiredText = (max: number, tooLong: ValidationMessageId = m.tooLong) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, tooLong);

export const emailSchema = /* @__PURE__ */ z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(EMAIL_MAX_LENGTH, m.email)
  // Deliberately plain: one @, something on each side, a dot in the domain, no spaces.
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.email)
  .transform((email) => email.toLowerCase());

/** Printable ASCII only: SPEC §5 "Latin alphabet only" (spaces allowed, for passphrases). */
const LATIN_ONLY = /^[\x20-\x7E]*$/;
const SPECIAL = /[!-/:-@[-`{-~]/;

/**
 * A new password: every rule of SPEC §5 that fails is reported, each with its own message,
 * so the form can list them all at once.
 */
export const newPasswordSchema = /* @__PURE__ */ z
  .string({ error: m.required })
  .min(1, m.required)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong)
  .regex(/[a-z]/, m.passwordLowercase)
  .regex(/[A-Z]/, m.passwordUppercase)
  .regex(/[0-9]/, m.passwordNumber)
  .regex(SPECIAL, m.passwordSpecial)
  .regex(LATIN_ONLY, m.passwordLatin);

/** A password being typed in to sign in: only required (the rules are not hinted at). */
export const currentPasswordSchema = /* @__PURE__ */ z.string({ error: m.required }).min(1, m.required).max(1024, m.passwordTooLong);

export const fullNameSchema = /* @__PURE__ */ requiredText(NAME_MAX_LENGTH, m.nameTooLong);

/**
 * An international phone number with its + prefix, valid in its country's numbering plan
 * (libphonenumber-js); the output is E.164 (`+442079460958`). Spaces, dashes, dots and
 * brackets may be typed. A form that knows the country takes a national number too: see
 * the address's phone in `shippingAddressSchema`.
 */
export const phoneSchema = /* @__PURE__ */ z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  // A refinement, not an issue raised in the transform: a transform's issue aborts the whole
  // object, so the form would lose its other messages (the confirmation's) until the phone is fixed.
  .refine((phone) => normalisePhone(phone) !== null, m.phone)
  .transform((phone) => normalisePhone(phone) ?? phone);

/** `normalisePhone` as a zod transform: the E.164 form, or SPEC §5's 'Number is not correct'. */
function toE164(phone: string, ctx: z.RefinementCtx): string {
  const e164 = normalisePhone(phone);
  if (e164 !== null) return e164;
  ctx.addIssue({ code: 'custom', message: m.phone });
  return z.NEVER;
}

/** Both passwords typed the same (SPEC §5 "not matching confirmation"). */
function confirmationMatches<T extends { password: string; confirmation?: string | undefined }>(value: T, ctx: z.RefinementCtx) {
  if (value.confirmation !== undefined && value.confirmation !== value.password) {
    ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmation'] });
  }
}

/**
 * Forms always ask for the confirmation; the API accepts a body without it (SPEC §7's
 * bodies have none) but refuses one that does not match.
 */
const requiredConfirmation = /* @__PURE__ */ z.string({ error: m.required }).min(1, m.required);
const optionalConfirmation = /* @__PURE__ */ z.string().optional();
type Confirmation<Form extends boolean> = Form extends true ? typeof requiredConfirmation : typeof optionalConfirmation;
const confirmation = <Form extends boolean>(form: Form) => (form ? requiredConfirmation : optionalConfirmation) as Confirmation<Form>;

export const loginSchema = /* @__PURE__ */ z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  remember_me: /* @__PURE__ */ z.boolean().optional().default(false),
});

export const registerSchema = /* @__PURE__ */ z.object({
  email: emailSchema,
  terms_accepted: /* @__PURE__ */ z.literal(true, { error: m.termsRequired }),
  promotions_opt_in: /* @__PURE__ */ z.boolean().optional().default(false),
});

export const forgotPasswordSchema = /* @__PURE__ */ z.object({ email: emailSchema });

/** Create-password (after registration) and reset-password share one call (SPEC §7 reset_password). */
export function resetPasswordSchema<Form extends boolean = false, NeedsProfile extends boolean = false>(
  options: { form?: Form; needsProfile?: NeedsProfile } = {},
) {
  const needsProfile = (options.needsProfile ?? false) as NeedsProfile;
  return z
    .object({
      password: newPasswordSchema,
      confirmation: confirmation((options.form ?? false) as Form),
      full_name: (needsProfile ? fullNameSchema : fullNameSchema.optional()) as NeedsProfile extends true
        ? typeof fullNameSchema
        : z.ZodOptional<typeof fullNameSchema>,
      phone_number: (needsProfile ? phoneSchema : phoneSchema.optional()) as NeedsProfile extends true
        ? typeof phoneSchema
        : z.ZodOptional<typeof phoneSchema>,
    })
    .superRefine(confirmationMatches);
}

export function changePasswordSchema<Form extends boolean = false>(options: { form?: Form } = {}) {
  return z
    .object({
      old_password: currentPasswordSchema,
      password: newPasswordSchema,
      confirmation: confirmation((options.form ?? false) as Form),
    })
    .superRefine(confirmationMatches);
}

/** A date of birth: a real past date, ISO `YYYY-MM-DD`. */
export const birthDateSchema = /* @__PURE__ */ z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.birthDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now() && value >= '1900-01-01';
  }, m.birthDate);

/** PATCH api/account/: every field optional; an empty phone clears it. */
export const accountUpdateSchema = /* @__PURE__ */ z.object({
  full_name: /* @__PURE__ */ fullNameSchema.optional(),
  phone_number: /* @__PURE__ */ z
    .string({ error: m.phone })
    .trim()
    .transform((phone, ctx) => (phone === '' ? '' : toE164(phone, ctx)))
    .optional(),
  birth_date: /* @__PURE__ */ birthDateSchema.nullable().optional(),
  notify_orders: /* @__PURE__ */ z.boolean().optional(),
  notify_marketing: /* @__PURE__ */ z.boolean().optional(),
});

/**
 * SPEC §3 "Address"; the country must be a shipping country (SPEC §5). The phone is read
 * in the address's country (a national number is fine: `020 7946 0958` on a UK address)
 * and comes out as E.164; the postcode must have its country's format and comes out as
 * the country writes it (`SW1A 1AA`). City and postcode being one real place is the place
 * directory's check (the form's drop-down, the server's `checkNewAddress`).
 */
export const shippingAddressSchema = /* @__PURE__ */ z
  .object({
    first_name: fullNameSchema,
    last_name: fullNameSchema,
    phone: /* @__PURE__ */ requiredText(64),
    line1: /* @__PURE__ */ requiredText(ADDRESS_LINE_MAX_LENGTH),
    line2: /* @__PURE__ */ z.string().trim().max(ADDRESS_LINE_MAX_LENGTH, m.tooLong).optional().default(''),
    city: /* @__PURE__ */ requiredText(ADDRESS_LINE_MAX_LENGTH),
    postcode: /* @__PURE__ */ requiredText(32),
    // Optional: only IT and ES write one; the form fills it from the picked place.
    province: /* @__PURE__ */ z.string().trim().max(PROVINCE_MAX_LENGTH, m.province).regex(PROVINCE_PATTERN, m.province).optional().default(''),
    country: /* @__PURE__ */ z.enum(countryCodes, { error: m.shippingCountry }),
    is_default: /* @__PURE__ */ z.boolean().optional().default(false),
  })
  // A refinement, not the transform: it runs while other fields are still wrong too, so a
  // form shows every message at once.
  .superRefine((address, ctx) => {
    if (normalisePhone(address.phone, address.country) === null) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phone });
    if (!isPostcodeOf(address.postcode, address.country)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: m.postcode });
  })
  .transform((address) => ({
    ...address,
    phone: normalisePhone(address.phone, address.country) ?? address.phone,
    postcode: normalisePostcode(address.postcode, address.country),
  }));

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ShippingAddressFormInput = z.input<typeof shippingAddressSchema>;
