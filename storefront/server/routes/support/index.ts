import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { localisedValidation } from './localised-validation';
import * as handlers from './support.handlers';
import * as routes from './support.routes';

/** Contact-us tickets (SPEC §3 "Contact ticket"). */
export const supportTicketRouter = new OpenAPIHono<AppEnv>({ defaultHook: localisedValidation }).openapi(routes.raiseTicket, handlers.raiseTicket);
