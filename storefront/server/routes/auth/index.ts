import { createRouter } from '../../router';

/** Sign-in, sessions, registration and the password flows (SPEC §7 Account; issue #5). */
export const authRouter = createRouter();
