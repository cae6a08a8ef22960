import { createRouter } from '../../router';

/** The signed-in customer's own account data (SPEC §7 GET/PATCH api/account/). */
export const accountRouter = createRouter();
