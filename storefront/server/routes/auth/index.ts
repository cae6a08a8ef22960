import { createRouter } from '../../router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

/** Sign-in, sessions, registration and the password flows (SPEC §7 Account). */
export const authRouter = createRouter()
  .openapi(routes.register, handlers.register)
  .openapi(routes.login, handlers.login)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.askForPasswordReset, handlers.askForPasswordReset)
  .openapi(routes.passwordTokenInfo, handlers.passwordTokenInfo)
  .openapi(routes.resetPassword, handlers.resetPassword)
  .openapi(routes.changePassword, handlers.changePassword);
