import type { RouteHandler } from '@hono/zod-openapi';
import { staffCan, staffPermissions } from '@rigsmith/kit/domain';
import type { AppEnv } from '../../context';
import { findAccount } from '../../services/accounts';
import type { GetStaffMe } from './staff.routes';

export const getStaffMe: RouteHandler<GetStaffMe, AppEnv> = async (c) => {
  const staff = c.get('staff');
  const account = await findAccount(c.get('db'), staff.userId);
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    {
      email: staff.email,
      full_name: account?.full_name ?? '',
      role: staff.role,
      permissions: staffPermissions.filter((permission) => staffCan(staff.role, permission)),
    },
    200,
  );
};
