import type { Router } from '../router';
import { basketRouter } from './basket';
import { couponsRouter } from './coupons';
import { ordersRouter } from './orders';
import { paymentsRouter } from './payments';

/** Cart, coupons, orders and payment. Mounted under /api by app.ts. */
export const commerceRouters: readonly Router[] = [basketRouter, couponsRouter, ordersRouter, paymentsRouter];
