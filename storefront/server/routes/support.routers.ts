import type { Router } from '../router';
import { supportTicketRouter } from './support';

/** Contact us (support tickets). Mounted under /api by app.ts. */
export const supportRouters: readonly Router[] = [supportTicketRouter];
