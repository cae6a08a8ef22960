import { createRoute, z } from '@hono/zod-openapi';
import {
  AuthTokensSchema,
  changePasswordSchema,
  DetailResponseSchema as DetailSchema,
  forgotPasswordSchema,
  LogoutRequestSchema,
  loginSchema,
  PasswordTokenInfoSchema,
  RefreshRequestSchema,
  registerSchema,
  ResetPasswordResultSchema,
  resetPasswordSchema,
} from '@rigsmith/kit/domain';
import { requireAuth } from '../../middleware/auth';
import { ApiErrorSchema, CountryQuerySchema, errorResponses } from '../../schemas';

/**
 * Sign-in, sessions, registration and the password flows (SPEC §7 "Account").
 * Request bodies are the kit's own form schemas, so the server refuses exactly what the
 * forms refuse, with the same catalogued messages (`fields`, in the storefront's language).
 */

const passwordTokenParam = z
  .string()
  .min(1)
  .max(200)
  .openapi({ param: { name: 'token', in: 'path' }, description: 'The token from the emailed link.' });

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const error = (description: string) => answer(description, ApiErrorSchema);

export const register = createRoute({
  method: 'post',
  path: '/account/register/',
  tags: ['Account'],
  summary: 'Register with an email; a create-password link is emailed',
  request: { query: CountryQuerySchema, body: json(registerSchema) },
  responses: {
    201: answer('Registered; the create-password email is on its way', DetailSchema),
    ...errorResponses,
    400: error('Invalid field, or `email_taken`'),
  },
});

export const login = createRoute({
  method: 'post',
  path: '/auth/login/',
  tags: ['Account'],
  summary: 'Sign in: a token pair for a new session',
  request: { query: CountryQuerySchema, body: json(loginSchema) },
  responses: {
    200: answer('Signed in', AuthTokensSchema),
    ...errorResponses,
    401: error('`invalid_credentials`: unknown email, no password yet, or the wrong password'),
    429: error('`too_many_attempts`: too many failures for this account or address; see Retry-After'),
  },
});

export const refresh = createRoute({
  method: 'post',
  path: '/auth/refresh/',
  tags: ['Account'],
  summary: 'Exchange a refresh token for a new pair (rotation)',
  request: { query: CountryQuerySchema, body: json(RefreshRequestSchema) },
  responses: {
    200: answer('A new pair; the old refresh token is spent', AuthTokensSchema),
    ...errorResponses,
    401: error('`refresh_invalid` (unknown, expired or revoked) or `refresh_reused` (the session is now revoked)'),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout/',
  tags: ['Account'],
  summary: 'End the session the refresh token belongs to (idempotent)',
  request: { query: CountryQuerySchema, body: json(LogoutRequestSchema) },
  responses: { 204: { description: 'Signed out (also for an unknown token)' }, ...errorResponses },
});

export const askForPasswordReset = createRoute({
  method: 'post',
  path: '/account/ask_for_password_reset/',
  tags: ['Account'],
  summary: 'Email a reset link; the answer is the same whether the account exists or not',
  request: { query: CountryQuerySchema, body: json(forgotPasswordSchema) },
  responses: { 200: answer('Neutral confirmation', DetailSchema), ...errorResponses },
});

export const passwordTokenInfo = createRoute({
  method: 'get',
  path: '/account/{token}/reset_password/',
  tags: ['Account'],
  summary: 'What an emailed password link is for, before the form is shown',
  request: { query: CountryQuerySchema, params: z.object({ token: passwordTokenParam }) },
  responses: {
    200: answer('The link is valid', PasswordTokenInfoSchema),
    ...errorResponses,
    404: error('`invalid_token`: unknown, used or expired'),
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/account/{token}/reset_password/',
  tags: ['Account'],
  summary: 'Create or reset the password with an emailed link (signs out every session)',
  request: { query: CountryQuerySchema, params: z.object({ token: passwordTokenParam }), body: json(resetPasswordSchema()) },
  responses: {
    200: answer('Password created or changed', ResetPasswordResultSchema),
    ...errorResponses,
    404: error('`invalid_token`: unknown, used or expired'),
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/account/change_password/',
  tags: ['Account'],
  summary: 'Change the password (signs out every other session)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, body: json(changePasswordSchema()) },
  responses: {
    200: answer('Password changed', DetailSchema),
    ...errorResponses,
    400: error('Invalid field, or `wrong_password` for old_password'),
    401: error('`not_authenticated`, `token_expired` or `token_invalid`'),
    429: error('`too_many_attempts`: too many wrong passwords for this account'),
  },
});

export type Register = typeof register;
export type Login = typeof login;
export type Refresh = typeof refresh;
export type Logout = typeof logout;
export type AskForPasswordReset = typeof askForPasswordReset;
export type PasswordTokenInfoRoute = typeof passwordTokenInfo;
export type ResetPassword = typeof resetPassword;
export type ChangePassword = typeof changePassword;
