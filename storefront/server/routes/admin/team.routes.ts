import { createRoute, z } from '@hono/zod-openapi';
import {
  AuditPageSchema,
  AuditQuerySchema as KitAuditQuerySchema,
  InviteStaffRequestSchema as InviteStaffBodySchema,
  StaffMemberSchema,
} from '@rigsmith/kit/domain';
import { requireStaff } from '../../middleware/staff';
import { ApiErrorSchema, CountryQuerySchema } from '../../schemas';
import { adminTags, answer, staffErrors } from './staff.routes';

/**
 * The owner's part of the back office (kit contract/admin.ts): the staff list, inviting by
 * email (`staff.manage`) and the audit log (`audit.read`). The invitation's body and the
 * audit query are the contract's; the body keeps the API's own messages, not the form's.
 */

const tags = adminTags;

/** The query is the kit contract's, after the country every route takes. */
export const AuditQuerySchema = CountryQuerySchema.extend(KitAuditQuerySchema.shape);

export const listStaff = createRoute({
  method: 'get',
  path: '/admin/staff/',
  tags,
  summary: 'Everyone with a staff role (owner)',
  middleware: [requireStaff('staff.manage')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema },
  responses: { 200: answer('The staff', z.array(StaffMemberSchema)), ...staffErrors },
});

export const inviteStaff = createRoute({
  method: 'post',
  path: '/admin/staff/',
  tags,
  summary: 'Invite by email with a role (owner): a new address gets an account and a create-password link; a pending invitation is sent again',
  middleware: [requireStaff('staff.manage')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: CountryQuerySchema, body: { content: { 'application/json': { schema: InviteStaffBodySchema } }, required: true } },
  responses: {
    200: answer('The invitation sent again to someone still `invited` (audited `staff.reinvite`), with the role given', StaffMemberSchema),
    201: answer('The new staff member', StaffMemberSchema),
    ...staffErrors,
    400: answer('`validation_error`', ApiErrorSchema),
    409: answer('`already_staff`: an active staff member (roles are not changed by inviting)', ApiErrorSchema),
  },
});

export const listAudit = createRoute({
  method: 'get',
  path: '/admin/audit/',
  tags,
  summary: 'The audit log, newest first (owner)',
  middleware: [requireStaff('audit.read')] as const,
  security: [{ bearerAuth: [] }],
  request: { query: AuditQuerySchema },
  responses: { 200: answer('One page of entries', AuditPageSchema), ...staffErrors, 400: answer('`validation_error`', ApiErrorSchema) },
});

export type ListStaff = typeof listStaff;
export type InviteStaff = typeof inviteStaff;
export type ListAudit = typeof listAudit;
