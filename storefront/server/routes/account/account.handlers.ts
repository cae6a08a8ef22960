import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { findAccount, updateAccount as saveAccount } from '../../services/accounts';
import { DomainError } from '../../services/domain-error';
import type { GetAccount, UpdateAccount } from './account.routes';

/** A valid token for an account that is gone (deleted since sign-in): as good as no token. */
const accountGone = () => new DomainError('account_gone');

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
