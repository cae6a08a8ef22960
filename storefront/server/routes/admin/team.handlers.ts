import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listAudit as auditPage } from '../../services/audit-log';
import { inviteStaff as invite, listStaff as staffList } from '../../services/staff-invites';
import type { InviteStaff, ListAudit, ListStaff } from './team.routes';

export const listStaff: RouteHandler<ListStaff, AppEnv> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await staffList(c.get('db')), 200);
};

export const inviteStaff: RouteHandler<InviteStaff, AppEnv> = async (c) => {
  const accounts = c.get('accounts');
  const { member, resent } = await invite(c.get('db'), c.req.valid('json'), {
    staff: c.get('staff'),
    storefrontUrl: accounts.storefrontUrl,
    storefront: c.get('storefront'),
  });
  accounts.emailQueued?.();
  return resent ? c.json(member, 200) : c.json(member, 201);
};

export const listAudit: RouteHandler<ListAudit, AppEnv> = async (c) => {
  const { country: _country, ...query } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await auditPage(c.get('db'), query), 200);
};
