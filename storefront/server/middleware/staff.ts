import { staffCan, type StaffPermission } from '@rigsmith/kit/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { findStaffMember } from '../services/staff';

export type { StaffActor } from '../services/staff';
import { requireAuth } from './auth';

/**
 * Guards a back-office call: a valid session (exactly as `requireAuth`), an account with a
 * staff role, and a role that grants `permission`. The role is read from the database on
 * every call rather than carried in the token, so a removed or demoted member loses access
 * at once. A customer gets 403 `not_staff`; staff without the permission 403 `forbidden`.
 */
export function requireStaff(permission: StaffPermission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await requireAuth(c, async () => {
      const member = await findStaffMember(c.get('db'), c.get('auth').userId);
      if (!member) throw new ApiError(403, { code: 'not_staff', message: c.get('t')('admin.notStaff') });
      if (!staffCan(member.role, permission)) throw new ApiError(403, { code: 'forbidden', message: c.get('t')('admin.forbidden') });
      c.set('staff', member);
      await next();
    });
  });
}
