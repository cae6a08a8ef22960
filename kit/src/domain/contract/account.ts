import type { CountryCode } from '../storefronts';

/**
 * The account side of the shop API contract (SPEC §7 "Account"). Calls the spec
 * leaves unshown (the password-token look-up, the place search) follow the same style.
 */

/** POST api/auth/login/ and api/auth/refresh/ answer both tokens (refresh tokens rotate). */
export type AuthTokens = {
  /** Short-lived JWT for `Authorization: Bearer`; its `sid` claim names the login session. */
  access: string;
  /** Opaque, single use: exchange it at api/auth/refresh/ for a new pair. */
  refresh: string;
};

export type LoginRequest = { email: string; password: string; remember_me?: boolean };
export type RefreshRequest = { refresh: string };
export type LogoutRequest = { refresh: string; access?: string };

/** Registration sends a create-password email (SPEC §7 "POST account/register/ body email"). */
export type RegisterRequest = { email: string; terms_accepted: boolean; promotions_opt_in?: boolean };

/** A confirmation in the storefront's language (SPEC §8 "Confirmations"). */
export type DetailResponse = { detail: string };

export type ForgotPasswordRequest = { email: string };

/** GET api/account/{token}/reset_password/: what an emailed link is for, before the form is shown. */
export type PasswordTokenInfo = { kind: 'create' | 'reset'; email: string };

export type ResetPasswordRequest = {
  password: string;
  confirmation?: string;
  full_name?: string;
  phone_number?: string;
};

/** Which success variant the create-password screen shows (SPEC §2). */
export type ResetPasswordResult = { kind: 'created' | 'changed'; detail: string };

export type ChangePasswordRequest = { old_password: string; password: string; confirmation?: string };

/** SPEC §3 "User/Account". */
export type Account = {
  id: number;
  email: string;
  full_name: string;
  phone_number: string;
  /** ISO date `YYYY-MM-DD`, or null when not given. */
  birth_date: string | null;
  /** Email preferences: order notifications and marketing. */
  notify_orders: boolean;
  notify_marketing: boolean;
};

export type AccountUpdate = Partial<Pick<Account, 'full_name' | 'phone_number' | 'birth_date' | 'notify_orders' | 'notify_marketing'>>;

/** SPEC §3 "Address". */
export type ShippingAddress = {
  id: number;
  is_default: boolean;
  first_name: string;
  last_name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  /** The province as the country writes it (Italy's sigla, Spain's name); '' where it has none. */
  province: string;
  country: CountryCode;
};

export type ShippingAddressInput = Omit<ShippingAddress, 'id' | 'is_default' | 'province'> & { is_default?: boolean; province?: string };

/** A real place an address can be in: what the address autocomplete offers. */
export type Place = {
  city: string;
  postcode: string;
  /** Region, county or province, to tell same-named places apart. */
  region: string;
  country: CountryCode;
};

export type PlaceQuery = {
  /** What the shopper typed: the start of a city name or of a postcode. */
  q: string;
  /** The address's country (the `country` query is the storefront's, SPEC §7). */
  place_country: CountryCode;
  /** At most this many places. @default 10 */
  limit?: number;
};
