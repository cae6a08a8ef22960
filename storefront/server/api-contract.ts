/**
 * Compile-time proof that what the server validates and documents is exactly what the
 * kit's client expects (kit/src/api/types.ts). `tsc` fails here if either side drifts.
 */
import type { Page, PartListing, PartOffer } from '@rigsmith/kit/api';
import type { ChangePasswordRequest, ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '@rigsmith/kit/api';
import type { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@rigsmith/kit/domain';
import type { AccountUpdate } from '@rigsmith/kit/api';
import type { accountUpdateSchema } from '@rigsmith/kit/domain';
import type { PayRequest, ToOrderRequest } from '@rigsmith/kit/api';
import type { ToOrderBodySchema } from './routes/orders/orders.routes';
import type { PayBodySchema } from './routes/payments/payments.routes';
import type { z } from '@hono/zod-openapi';
import type { PartListingSchema, PartOfferSchema } from './routes/parts/parts.routes';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/**
 * The kit builds some types by intersection (`Page<BuildCard> & { facets }`, `Part & {...}`
 * over a union of categories) where a zod schema spells one object out; `Equal` tells the
 * two apart. Flatten the top level (each member of a union) so both compare as plain
 * object types, field for field.
 */
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;
type FlatPage<T extends Page<unknown>> = Flat<Omit<T, 'items'> & { items: Flat<T['items'][number]>[] }>;

export type ApiContractChecks = [
  Expect<Equal<z.output<typeof PartOfferSchema>, Flat<PartOffer>>>,
  Expect<Equal<z.output<typeof PartListingSchema>, FlatPage<PartListing>>>,
];

/**
 * Sign-in, sessions and the password flows. Answers are compared as they leave
 * the server (`z.output`), request bodies as the client sends them (`z.input` of the kit's
 * shared form schemas). Registration's `terms_accepted` is `true` only on the server and
 * `boolean` in the client's type (a form may send false, to be told why), so it is checked
 * one way.
 */
export type AuthContractChecks = [
  Expect<Equal<Flat<z.input<typeof loginSchema>>, LoginRequest>>,
  Expect<Equal<Flat<Omit<z.input<typeof registerSchema>, 'terms_accepted'>>, Flat<Omit<RegisterRequest, 'terms_accepted'>>>>,
  Expect<Equal<z.input<typeof registerSchema>['terms_accepted'] extends RegisterRequest['terms_accepted'] ? true : false, true>>,
  Expect<Equal<Flat<z.input<typeof forgotPasswordSchema>>, ForgotPasswordRequest>>,
  Expect<Equal<Flat<z.input<ReturnType<typeof resetPasswordSchema<false, false>>>>, ResetPasswordRequest>>,
  Expect<Equal<Flat<z.input<ReturnType<typeof changePasswordSchema<false>>>>, ChangePasswordRequest>>,
];

/** The profile, saved addresses and the place search. */
export type AccountDataContractChecks = [Expect<Equal<Flat<z.input<typeof accountUpdateSchema>>, AccountUpdate>>];

/**
 * Cart, coupons, orders and payment: answers as they leave the server, the
 * simple request bodies as the client sends them. ToOrderRequest is not compared: its new
 * address is the kit's `shippingAddressSchema`, whose input leaves line2 and is_default
 * optional where `ShippingAddressInput` has line2 required, so the server accepts more
 * than the client type sends.
 */
export type CommerceContractChecks = [
  Expect<Equal<z.input<typeof PayBodySchema>, PayRequest>>,
  Expect<Equal<Flat<Omit<z.input<typeof ToOrderBodySchema>, 'shipping_address'>>, Flat<Omit<ToOrderRequest, 'shipping_address'>>>>,
];
