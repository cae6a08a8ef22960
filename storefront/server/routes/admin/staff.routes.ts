import { createRoute, z } from '@hono/zod-openapi';
import { StaffMeSchema } from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { signedInErrors } from '../account/account.routes';

/**
 * The back office (SPEC leaves it unshown; designed here): staff sign in with the customer
 * auth and call api/admin/… with their bearer token. Every route names the permission it
 * needs; `requireStaff` checks the caller's role for it on every call.
 */
export const adminTags = ['Back office'];

export const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** What every back-office call may answer besides its success. */
export const staffErrors = {
  ...signedInErrors,
  403: answer('`not_staff` (a customer account) or `forbidden` (the staff role lacks the permission)', ApiErrorSchema),
} as const;

export const getStaffMe = createRoute({
  method: 'get',
  path: '/admin/me/',
  tags: adminTags,
  summary: 'The signed-in staff member, their role and what it allows',
  middleware: [requireStaff('orders.read')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('The staff member', StaffMeSchema), ...staffErrors },
});

export type GetStaffMe = typeof getStaffMe;
