import { isStaffRole, type StaffRole } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, staffMembers, users } from '../db/schema';

type Queryable = Pick<Database, 'select' | 'insert'>;

/** A signed-in staff member, as `requireStaff` puts them in the context and the audit log records them. */
export type StaffActor = { userId: number; email: string; role: StaffRole };

/** The account's staff role, or null for a customer. */
export async function findStaffMember(db: Queryable, userId: number): Promise<StaffActor | null> {
  const [row] = await db
    .select({ userId: staffMembers.userId, role: staffMembers.role, email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId));
  return row && isStaffRole(row.role) ? row : null;
}

/** Who did a change: a signed-in staff member, or the command line (first owner's bootstrap). */
export type AuditActor = Pick<StaffActor, 'userId' | 'email'> | 'cli';

export type AuditEntryInput = {
  actor: AuditActor;
  /** e.g. 'order.ship', 'stock.update', 'staff.invite'. */
  action: string;
  /** The record, as 'order:42'. */
  subject: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit entry. Call it inside the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(db: Queryable, entry: AuditEntryInput): Promise<void> {
  const actor = entry.actor === 'cli' ? { userId: null, email: 'cli' } : entry.actor;
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Gives an account a staff role (or changes it), audited. Answers the role it had before,
 * or null when it was a customer.
 */
export async function grantStaffRole(
  db: Database,
  options: { userId: number; role: StaffRole; actor: AuditActor },
): Promise<{ previous: StaffRole | null }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, options.userId)).for('update');
    const invitedBy = options.actor === 'cli' ? null : options.actor.userId;
    if (existing) await tx.update(staffMembers).set({ role: options.role }).where(eq(staffMembers.userId, options.userId));
    else await tx.insert(staffMembers).values({ userId: options.userId, role: options.role, invitedBy });
    await recordAudit(tx, {
      actor: options.actor,
      action: existing ? 'staff.role' : 'staff.grant',
      subject: `user:${options.userId}`,
      before: existing ? { role: existing.role } : null,
      after: { role: options.role },
    });
    return { previous: existing?.role ?? null };
  });
}
