import type { StaffRole } from '@rigsmith/kit/domain';
import type { Database } from '../db/client';
import { grantStaffRole } from '../services/staff';
import { accessTokenFor, createTestUser, type TestUser } from './accounts';

export type TestStaff = TestUser & { role: StaffRole; token: string };

/** A signed-in staff member with this role (granted as the command line would). */
export async function createStaff(db: Database, role: StaffRole, options: { fullName?: string } = {}): Promise<TestStaff> {
  const user = await createTestUser(db, {
    email: `${role}-${crypto.randomUUID().slice(0, 8)}@rigsmith.example`,
    fullName: options.fullName ?? `A ${role}`,
  });
  await grantStaffRole(db, { userId: user.id, role, actor: 'cli' });
  return { ...user, role, token: await accessTokenFor(db, user.id) };
}
