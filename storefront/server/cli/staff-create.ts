/**
 * Bootstraps a staff account from the command line (the first owner has nobody to invite them):
 *
 *   npm run staff:create -- --email owner@example.com --role owner [--name "Ada Owner"]
 *
 * An existing account (a customer, or staff with another role) is given the role; a new
 * email gets an account without a password, and the command prints a one-time link to
 * create it. Uses DATABASE_URL, else the embedded database in DATA_DIR — which only one
 * process may open, so stop the shop first on the embedded database. Audited as 'cli'.
 */
import { isStaffRole, staffRoles, storefrontForCountry, type StaffRole } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { createDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema';
import { defaultDataDir } from '../paths';
import { storefrontUrls, parseStorefrontHosts } from '../pages/storefront-hosts';
import { CREATE_TOKEN_HOURS, issuePasswordToken } from '../services/auth/password-tokens';
import { passwordLink } from '../services/mail/outbox';
import { grantStaffRole } from '../services/staff';

export type StaffCreateResult = { userId: number; role: StaffRole; previous: StaffRole | null; created: boolean; passwordLink: string | null };

/** Finds or creates the account and grants the role; a passwordless account gets a create-password link. */
export async function createStaffAccount(
  db: Database,
  options: { email: string; role: StaffRole; fullName?: string; storefrontUrl: ReturnType<typeof storefrontUrls> },
): Promise<StaffCreateResult> {
  const email = options.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${options.email}" is not an email address`);
  let [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, country: users.country }).from(users).where(eq(users.email, email));
  const created = !user;
  if (!user) {
    [user] = await db
      .insert(users)
      .values({ email, fullName: options.fullName ?? '', termsAcceptedAt: new Date() })
      .returning({ id: users.id, passwordHash: users.passwordHash, country: users.country });
  }
  const { previous } = await grantStaffRole(db, { userId: user!.id, role: options.role, actor: 'cli' });
  const link =
    user!.passwordHash === null
      ? passwordLink(options.storefrontUrl, storefrontForCountry(user!.country), await issuePasswordToken(db, user!.id, 'create'))
      : null;
  return { userId: user!.id, role: options.role, previous, created, passwordLink: link };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.role || !isStaffRole(values.role)) {
    console.error(`usage: npm run staff:create -- --email <email> --role <${staffRoles.join('|')}> [--name "<full name>"]`);
    process.exit(2);
  }
  const handle = createDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR || defaultDataDir });
  try {
    await migrateDatabase(handle);
    const publicUrl = (process.env.PUBLIC_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
    const hosts = process.env.STOREFRONT_HOSTS ? parseStorefrontHosts(process.env.STOREFRONT_HOSTS) : undefined;
    const result = await createStaffAccount(handle.db, {
      email: values.email,
      role: values.role,
      ...(values.name ? { fullName: values.name } : {}),
      storefrontUrl: storefrontUrls(publicUrl, hosts),
    });
    const was = result.created ? 'new account' : result.previous ? `was ${result.previous}` : 'was a customer';
    console.log(`${values.email}: ${result.role} (${was}).`);
    if (result.passwordLink)
      console.log(`Create the password within ${CREATE_TOKEN_HOURS} hours: ${result.passwordLink}\nThen sign in and open ${publicUrl}/admin`);
    else console.log(`Sign in with the account's password and open ${publicUrl}/admin`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
