import { createRoute, z } from '@hono/zod-openapi';
import { AccountSchema, accountUpdateSchema } from '@rigsmith/kit/domain';
import { requireAuth } from '../../middleware/auth';
import { ApiErrorSchema, CountryQuerySchema, errorResponses } from '../../schemas';

/**
 * The signed-in customer's own account (SPEC §3 "User/Account", §7 GET/PATCH api/account/). The PATCH body is the kit's `accountUpdateSchema`, the one the profile form
 * validates with, so both refuse the same values with the same catalogued messages.
 */

const tags = ['Account'];

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

/** What every account call may answer besides its success. */
export const signedInErrors = {
  ...errorResponses,
  401: error('`not_authenticated` (no bearer token), `token_expired` or `token_invalid`'),
} as const;

export const getAccount = createRoute({
  method: 'get',
  path: '/account/',
  tags,
  summary: 'The signed-in customer’s account details and email preferences',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('The account', AccountSchema), ...signedInErrors },
});

export const updateAccount = createRoute({
  method: 'patch',
  path: '/account/',
  tags,
  summary: 'Change account details or email preferences',
  description:
    'Only the fields sent change. An empty phone_number or a null birth_date clears it. ' +
    'Any other field, email included, is ignored: the email is the sign-in name and is not changed here.',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: {
    query: CountryQuerySchema,
    body: { content: { 'application/json': { schema: accountUpdateSchema } }, required: true },
  },
  responses: {
    200: answer('The account as saved', AccountSchema),
    ...signedInErrors,
    400: error('`validation_error`: `fields` has a message per invalid field, in the storefront’s language'),
  },
});

export type GetAccount = typeof getAccount;
export type UpdateAccount = typeof updateAccount;
