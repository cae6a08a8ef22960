import type { Router } from '../router';
import { basketRouter } from './basket';
import { couponsRouter } from './coupons';
import { ordersRouter } from './orders';
import { paymentsRouter } from './payments';
import { reviewsRouter } from './reviews';

/** Cart, coupons, orders, payment and the buyers' reviews of them. Mounted under /api by app.ts. */
export const commerceRouters: readonly Router[] = [basketRouter, couponsRouter, ordersRouter, paymentsRouter, reviewsRouter];
