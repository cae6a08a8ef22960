// Its own module, not the commerce table's: the cart's table, in every page's shell, needs the
// header, and a bundler places whole modules, so sharing one would carry every commerce call.

/** The header that makes a POST safe to send again (order placement, payment, the guest-cart merge). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The `Idempotency-Key` header for a key, if there is one. */
export const idempotent = (key: string | undefined) => (key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined);
