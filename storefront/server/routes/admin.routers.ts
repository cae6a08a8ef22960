import type { Router } from '../router';
import {
  adminCouponsRouter,
  adminOrdersRouter,
  adminStockRouter,
  adminTeamRouter,
  reviewModerationRouter,
  staffRouter,
  supportInboxRouter,
} from './admin';

/** The back office, every route behind `requireStaff`. Mounted under /api by app.ts. */
export const adminRouters: readonly Router[] = [
  staffRouter,
  adminOrdersRouter,
  adminStockRouter,
  adminTeamRouter,
  reviewModerationRouter,
  supportInboxRouter,
  adminCouponsRouter,
];
