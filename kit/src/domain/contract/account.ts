import { z } from 'zod';
import { countryCodes } from '../storefronts';
import type {
  accountUpdateSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../account/validation';

/**
 * The account side of the shop API contract (SPEC §7 "Account"). Calls the spec
 * leaves unshown (the password-token look-up, the place search) follow the same style.
 * The bodies the account forms send are the input of the forms' own schemas
 * (`../account/validation.ts`), which the server validates with as they are.
 */

/** POST api/auth/login/ and api/auth/refresh/ answer both tokens (refresh tokens rotate). */
export const AuthTokensSchema = /* @__PURE__ */ z
  .object({
    /** Short-lived JWT for `Authorization: Bearer`; its `sid` claim names the login session. */
    access: /* @__PURE__ */ z.string().meta({ description: 'JWT for `Authorization: Bearer`, valid 5 minutes; its `sid` names the session.' }),
    /** Opaque, single use: exchange it at api/auth/refresh/ for a new pair. */
    refresh: /* @__PURE__ */ z.string().meta({ description: 'Opaque and single use: exchange it at /api/auth/refresh/ for a new pair.' }),
  })
  .meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

/** POST api/auth/login/ body. */
export type LoginRequest = z.input<typeof loginSchema>;

/** POST api/auth/refresh/ body. */
export const RefreshRequestSchema = /* @__PURE__ */ z.object({ refresh: /* @__PURE__ */ z.string().min(1).max(200) });
export type RefreshRequest = z.input<typeof RefreshRequestSchema>;

/** POST api/auth/logout/ body: the access token too, when the client still has it, so it stops working at once. */
export const LogoutRequestSchema = /* @__PURE__ */ z.object({
  refresh: /* @__PURE__ */ z.string().min(1).max(200),
  access: /* @__PURE__ */ z.string().max(4096).optional(),
});
export type LogoutRequest = z.input<typeof LogoutRequestSchema>;

/** Registration sends a create-password email (SPEC §7 "POST account/register/ body email"). */
export type RegisterRequest = Omit<z.input<typeof registerSchema>, 'terms_accepted'> & {
  /** Only `true` is accepted; a form may send false, to be told why (`validation.termsRequired`). */
  terms_accepted: boolean;
};

/** A confirmation in the storefront's language (SPEC §8 "Confirmations"). */
export const DetailResponseSchema = /* @__PURE__ */ z
  .object({ detail: /* @__PURE__ */ z.string().meta({ example: 'Password changed.' }) })
  .meta({ id: 'Detail' });
export type DetailResponse = z.infer<typeof DetailResponseSchema>;

export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** GET api/account/{token}/reset_password/: what an emailed link is for, before the form is shown. */
export const PasswordTokenInfoSchema = /* @__PURE__ */ z
  .object({
    kind: /* @__PURE__ */ z.enum(['create', 'reset']).meta({ description: 'create: the link from registration; reset: from forgot-password.' }),
    email: /* @__PURE__ */ z.string().meta({ example: 'ada@example.com' }),
  })
  .meta({ id: 'PasswordTokenInfo' });
export type PasswordTokenInfo = z.infer<typeof PasswordTokenInfoSchema>;

/** POST api/account/{token}/reset_password/ body: the API's schema, without the form's own checks. */
export type ResetPasswordRequest = z.input<ReturnType<typeof resetPasswordSchema<false, false>>>;

/** Which success variant the create-password screen shows (SPEC §2). */
export const ResetPasswordResultSchema = /* @__PURE__ */ z
  .object({
    kind: /* @__PURE__ */ z.enum(['created', 'changed']).meta({ description: 'Which success message the create-password screen shows (SPEC §2).' }),
    detail: /* @__PURE__ */ z.string(),
  })
  .meta({ id: 'ResetPasswordResult' });
export type ResetPasswordResult = z.infer<typeof ResetPasswordResultSchema>;

export type ChangePasswordRequest = z.input<ReturnType<typeof changePasswordSchema<false>>>;

/** SPEC §3 "User/Account". */
export const AccountSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    email: /* @__PURE__ */ z.string().meta({ example: 'ada@example.com' }),
    full_name: /* @__PURE__ */ z.string().meta({ example: 'Ada Lovelace' }),
    phone_number: /* @__PURE__ */ z.string().meta({ description: 'International form with its + prefix, or empty.', example: '+447123456123' }),
    /** ISO date `YYYY-MM-DD`, or null when not given. */
    birth_date: /* @__PURE__ */ z.string().nullable().meta({ description: 'ISO date YYYY-MM-DD, or null when not given.', example: '1990-12-10' }),
    /** Email preferences: order notifications and marketing. */
    notify_orders: /* @__PURE__ */ z.boolean().meta({ description: 'Email me about my orders.' }),
    notify_marketing: /* @__PURE__ */ z.boolean().meta({ description: 'Email me offers and news.' }),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

/** PATCH api/account/ body: the fields to change. */
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** SPEC §3 "Address". */
export const ShippingAddressSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    is_default: /* @__PURE__ */ z.boolean().meta({ description: 'Exactly one saved address is the default while any are saved.' }),
    first_name: /* @__PURE__ */ z.string().meta({ example: 'Ada' }),
    last_name: /* @__PURE__ */ z.string().meta({ example: 'Lovelace' }),
    phone: /* @__PURE__ */ z.string().meta({ example: '+447123456123' }),
    line1: /* @__PURE__ */ z.string().meta({ example: '12 Example Street' }),
    line2: /* @__PURE__ */ z.string().meta({ example: '' }),
    city: /* @__PURE__ */ z.string().meta({ example: 'London' }),
    postcode: /* @__PURE__ */ z.string().meta({ example: 'SW1A 1AA' }),
    /** The province as the country writes it (Italy's sigla, Spain's name); '' where it has none. */
    province: /* @__PURE__ */ z.string().meta({
      example: '',
      description: 'The province as the country writes it: Italy’s sigla (`RM`), Spain’s name (`Madrid`); empty where the country writes none.',
    }),
    country: /* @__PURE__ */ z.enum(countryCodes).meta({ example: 'GB' }),
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export type ShippingAddressInput = Omit<ShippingAddress, 'id' | 'is_default' | 'province'> & { is_default?: boolean; province?: string };

/** A real place an address can be in: what the address autocomplete offers. */
export const PlaceSchema = /* @__PURE__ */ z
  .object({
    city: /* @__PURE__ */ z.string().meta({ example: 'London' }),
    postcode: /* @__PURE__ */ z.string().meta({ example: 'SW1A 1AA' }),
    /** Region, county or province, to tell same-named places apart. */
    region: /* @__PURE__ */ z
      .string()
      .meta({ description: 'Region, county or province, to tell same-named places apart.', example: 'Greater London' }),
    country: /* @__PURE__ */ z.enum(countryCodes).meta({ example: 'GB' }),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof PlaceSchema>;

/** Largest `limit` a place search takes, and its default. */
export const PLACE_SEARCH_MAX = 20;
export const PLACE_SEARCH_DEFAULT = 10;

/** GET api/geo/places/?q&place_country&limit — the server validates with it. */
export const PlaceQuerySchema = /* @__PURE__ */ z.object({
  /** What the shopper typed: the start of a city name or of a postcode. */
  q: /* @__PURE__ */ z
    .string()
    .max(100, { error: 'q must be 100 characters or fewer' })
    .default('')
    .meta({ param: { name: 'q', in: 'query' }, description: 'The start of a city name or of a postcode; empty finds nothing.', example: 'lon' }),
  /** The address's country (the `country` query is the storefront's, SPEC §7). */
  place_country: /* @__PURE__ */ z
    .enum(countryCodes, { error: `place_country must be one of ${/* @__PURE__ */ countryCodes.join(', ')}` })
    .optional()
    .meta({
      param: { name: 'place_country', in: 'query' },
      description: 'The address’s country (default: the storefront’s, from `country`).',
      example: 'GB',
    }),
  /** At most this many places. @default 10 */
  limit: /* @__PURE__ */ z.coerce
    .number<number>({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be 1 or more' })
    .max(PLACE_SEARCH_MAX, { error: `limit must be ${PLACE_SEARCH_MAX} or less` })
    .default(PLACE_SEARCH_DEFAULT)
    .meta({ param: { name: 'limit', in: 'query' }, example: PLACE_SEARCH_DEFAULT }),
});
/**
 * The schema's input, with `q` and `place_country` named: the API would default them (an
 * empty search, the storefront's country), but the kit's client always sends what the
 * shopper typed and the address's own country.
 */
export type PlaceQuery = z.input<typeof PlaceQuerySchema> & Required<Pick<z.input<typeof PlaceQuerySchema>, 'q' | 'place_country'>>;
