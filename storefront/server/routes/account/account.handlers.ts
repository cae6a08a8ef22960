import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { findAccount, updateAccount as saveAccount } from '../../services/accounts';
import type { GetAccount, UpdateAccount } from './account.routes';

/** A valid token for an account that is gone (deleted since sign-in): as good as no token. */
function accountGone(): ApiError {
  return new ApiError(401, { code: 'token_invalid', message: 'The access token is not valid.' }).withHeader(
    'WWW-Authenticate',
    'Bearer error="invalid_token"',
  );
}

export const getAccount: RouteHandler<GetAccount, AppEnv> = async (c) => {
  const account = await findAccount(c.get('db'), c.get('auth').userId);
  if (!account) throw accountGone();
  return c.json(account, 200);
};

export const updateAccount: RouteHandler<UpdateAccount, AppEnv> = async (c) => {
  const account = await saveAccount(c.get('db'), c.get('auth').userId, c.req.valid('json'));
  if (!account) throw accountGone();
  return c.json(account, 200);
};
