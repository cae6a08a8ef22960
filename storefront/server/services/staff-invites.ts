import {
  DEFAULT_STOREFRONT_ID,
  storefrontForCountry,
  storefronts,
  type InviteStaffRequest,
  type StaffMember,
  type Storefront,
} from '@rigsmith/kit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, users } from '../db/schema';
import { translatorFor } from '../i18n';
import { CREATE_TOKEN_HOURS, issuePasswordToken } from './auth/password-tokens';
import { DomainError } from './domain-error';
import { passwordLink, queueEmail, type Email, type StorefrontUrl } from './mail/outbox';
import { grantStaffRole, recordAudit, type AuditActor } from './staff';

/**
 * The staff list and invitations (owner only). An invitation gives an account a role: a
 * new email gets an account without a password and an email with a create-password link
 * (the same token and screen as a new customer's, SPEC §2 "/create-password"); an existing
 * customer is told to sign in. The grant is audited (services/staff.ts).
 *
 * A member is `invited` while their account has no password: sign-in needs one, so they
 * have never signed in, and inviting them again sends a fresh link. Once they have set it
 * (or for a customer who had one) they are `active`.
 */

/** GET admin/staff/: everyone with a role, oldest first. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      full_name: users.fullName,
      role: staffMembers.role,
      invited: sql<boolean>`${users.passwordHash} is null`,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.createdAt), asc(users.id));
  return rows.map(({ createdAt, invited, ...row }) => ({ ...row, status: invited ? 'invited' : 'active', created_at: createdAt.toISOString() }));
}

/** The invitation, in the language of the invited account's storefront. */
function inviteEmail(options: {
  storefront: Storefront;
  recipient: string;
  role: StaffMember['role'];
  link: string;
  createPassword: boolean;
}): Email {
  const { link } = options;
  const t = translatorFor(options.storefront);
  const how = options.createPassword
    ? t('admin.email.staffInvite.createPassword', { hours: CREATE_TOKEN_HOURS })
    : t('admin.email.staffInvite.signIn');
  const text = [t('email.greeting'), '', t('admin.email.staffInvite.body', { role: options.role }), how, link, '', t('email.signature'), ''].join(
    '\n',
  );
  return { recipient: options.recipient, kind: 'staff-invite', subject: t('admin.email.staffInvite.subject'), text, links: [link] };
}

/**
 * POST admin/staff/: invites by email. Someone still `invited` gets the invitation again
 * (`resent`), with a fresh create-password link and the role given (the owner may correct
 * it before they join), audited `staff.reinvite`; an active member is refused with 409
 * `already_staff` (roles are not changed by inviting). `storefront` is the one a new
 * account belongs to and its emails are written for: the inviting owner's. `resendPending: false` refuses a
 * pending member too (the first owner's bootstrap, so a second worker sends no second email).
 */
export async function inviteStaff(
  db: Database,
  input: InviteStaffRequest,
  {
    staff,
    storefrontUrl,
    storefront,
    resendPending = true,
  }: { staff: AuditActor; storefrontUrl: StorefrontUrl; storefront: Storefront; resendPending?: boolean },
): Promise<{ member: StaffMember; resent: boolean }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const columns = { id: users.id, passwordHash: users.passwordHash, country: users.country, fullName: users.fullName };
    // Insert-or-find, so two owners inviting the same new address at once both find one account.
    await tx
      .insert(users)
      .values({ email, fullName: input.full_name.trim(), termsAcceptedAt: new Date(), country: storefront.country })
      .onConflictDoNothing({ target: users.email });
    const [user] = await tx.select(columns).from(users).where(eq(users.email, email)).for('update');
    const [existing] = await tx.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, user!.id));
    const createPassword = user!.passwordHash === null;
    const resent = existing !== undefined;
    if (existing && !(createPassword && resendPending)) throw new DomainError('already_staff', { email });
    // A role corrected on a pending invitation is audited as any role change ('staff.role').
    if (!existing || existing.role !== input.role) await grantStaffRole(tx, { userId: user!.id, role: input.role, actor: staff });
    if (resent)
      await recordAudit(tx, { actor: staff, action: 'staff.reinvite', subject: `user:${user!.id}`, before: null, after: { role: input.role } });
    // An account that existed already keeps its own storefront for the link and the language.
    const accountStorefront = storefrontForCountry(user!.country);
    const link = createPassword
      ? passwordLink(storefrontUrl, accountStorefront, await issuePasswordToken(tx, user!.id, 'create'))
      : storefrontUrl(accountStorefront.id, '/admin');
    await queueEmail(tx, inviteEmail({ storefront: accountStorefront, recipient: email, role: input.role, link, createPassword }));
    const [member] = await tx.select({ createdAt: staffMembers.createdAt }).from(staffMembers).where(eq(staffMembers.userId, user!.id));
    const status = createPassword ? 'invited' : 'active';
    return {
      member: { id: user!.id, email, full_name: user!.fullName, role: input.role, status, created_at: member!.createdAt.toISOString() },
      resent,
    };
  });
}

/**
 * The first owner of a shop started without a terminal (a container, the end-to-end run):
 * STAFF_OWNER_EMAIL invites that address as owner, emailing the create-password link, when
 * the shop has no owner yet; otherwise it does nothing, so every restart (and every worker
 * of a cluster) may call it. Audited as 'cli'. Answers whether it invited.
 */
export async function inviteFirstOwner(db: Database, options: { email: string; storefrontUrl: StorefrontUrl }): Promise<boolean> {
  const [owner] = await db.select({ userId: staffMembers.userId }).from(staffMembers).where(eq(staffMembers.role, 'owner')).limit(1);
  if (owner) return false;
  try {
    await inviteStaff(
      db,
      { email: options.email, full_name: '', role: 'owner' },
      { staff: 'cli', storefrontUrl: options.storefrontUrl, storefront: storefronts[DEFAULT_STOREFRONT_ID], resendPending: false },
    );
    return true;
  } catch (error) {
    // Another worker invited them a moment ago, or the address is staff already.
    if (error instanceof DomainError && error.code === 'already_staff') return false;
    throw error;
  }
}
