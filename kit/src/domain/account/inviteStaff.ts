import { z } from 'zod';
import type { InviteStaffRequest } from '../contract/admin';
import { staffRoles } from './staff';
import { emailSchema, fullNameSchema } from './validation';
import { validationMessages as m } from './validationMessages';

/**
 * The back office's invitation form (POST api/admin/staff/): an email, a full name and a
 * role chosen on purpose, checked with the account rules' messages (SPEC §5). What it takes
 * and gives is the API's body (`InviteStaffRequestSchema`, which keeps the API's messages).
 */
export const inviteStaffSchema = /* @__PURE__ */ z.object({
  email: emailSchema,
  full_name: fullNameSchema,
  role: /* @__PURE__ */ z.enum(staffRoles, { error: m.required }),
}) satisfies z.ZodType<InviteStaffRequest, InviteStaffRequest>;

export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
