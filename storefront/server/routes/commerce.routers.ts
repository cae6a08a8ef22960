import type { Router } from '../router';

/** Cart, coupons, orders and payment (issue #6). Mounted under /api by app.ts. */
export const commerceRouters: readonly Router[] = [];
