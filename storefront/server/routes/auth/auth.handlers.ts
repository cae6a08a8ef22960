import type { RouteHandler } from '@hono/zod-openapi';
import { storefrontForCountry } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema';
import { guardSecretGuess } from '../../middleware/secret-guesses';
import { verifyAccessToken } from '../../services/auth/access-tokens';
import { clientAddress } from '../../services/auth/client-address';
import { HashQueueFull } from '../../services/auth/hash-queue';
import { beginSignInAttempt, clearLoginFailures } from '../../services/auth/login-limits';
import {
  consumePasswordToken,
  CREATE_TOKEN_HOURS,
  findUsablePasswordToken,
  issuePasswordToken,
  MAX_RESET_EMAILS_PER_HOUR,
  recentResetTokens,
  RESET_TOKEN_HOURS,
} from '../../services/auth/password-tokens';
import { DEFAULT_SCRYPT_COST, dummyHash, hashCost, hashPassword, verifyPassword } from '../../services/auth/passwords';
import { DomainError } from '../../services/domain-error';
import { refreshSession, revokeFamily, revokeUserSessions, sessionOfRefreshToken, startSession } from '../../services/auth/sessions';
import { passwordEmail, passwordLink, queueEmail } from '../../services/mail/outbox';
import type { AskForPasswordReset, ChangePassword, Login, Logout, PasswordTokenInfoRoute, Refresh, Register, ResetPassword } from './auth.routes';

type Context = Parameters<RouteHandler<Login, AppEnv>>[0];

/** 429 with Retry-After and a message saying how long to wait (routes/error-answers.ts). */
const tooManyAttempts = (retryAfterSeconds: number) => new DomainError('too_many_attempts', { retry_after: retryAfterSeconds });

/**
 * Checks a password the customer typed, under the sign-in limits: the attempt is counted
 * first (login-limits.ts), and the hash runs in the client's turn of the fair queue. An
 * account without a password, or no account, still costs one hash, so the answer takes as
 * long as a wrong password and its timing does not tell which emails are registered.
 */
async function checkPasswordUnderLimits(
  c: Pick<Context, 'get'>,
  who: { email: string; ip: string },
  password: string,
  passwordHash: string | null | undefined,
): Promise<{ matches: boolean; succeeded: () => Promise<void> }> {
  const db = c.get('db');
  const config = c.get('accounts');
  const attempt = await beginSignInAttempt(db, who);
  if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterSeconds);
  try {
    const matches = passwordHash
      ? await verifyPassword(password, passwordHash, who.ip)
      : (await verifyPassword(password, await dummyHash(config.passwordHashing), who.ip)) && false;
    return { matches, succeeded: attempt.succeeded };
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    await attempt.notChecked();
    throw tooManyAttempts(1);
  }
}

export const register: RouteHandler<Register, AppEnv> = async (c) => {
  const { email, promotions_opt_in } = c.req.valid('json');
  const db = c.get('db');
  const storefront = c.get('storefront');
  const config = c.get('accounts');
  await guardSecretGuess(c, 'register');

  // One statement either way, then the answer: a new and a taken email take the same time.
  // Two registrations racing with one email: the unique index lets one in, the other is "taken".
  const [user] = await db
    .insert(users)
    .values({ email, country: storefront.country, notifyMarketing: promotions_opt_in, termsAcceptedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw new DomainError('email_taken');
  // The link and its email after the answer (services/background-jobs.ts); token and email
  // together, so an email is never queued without its token.
  config.background.run('create-password email', async () => {
    await db.transaction(async (tx) => {
      const token = await issuePasswordToken(tx, user.id, 'create');
      await queueEmail(
        tx,
        passwordEmail({
          storefront,
          kind: 'create-password',
          recipient: email,
          link: passwordLink(config.storefrontUrl, storefront, token),
          validHours: CREATE_TOKEN_HOURS,
        }),
      );
    });
    config.emailQueued();
  });
  return c.json({ detail: c.get('t')('auth.registrationEmailSent') }, 201);
};

export const login: RouteHandler<Login, AppEnv> = async (c) => {
  const { email, password, remember_me } = c.req.valid('json');
  const db = c.get('db');
  const config = c.get('accounts');
  const who = { email, ip: clientAddress(c, config.trustProxy) };

  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  const { matches, succeeded } = await checkPasswordUnderLimits(c, who, password, user?.passwordHash);
  if (!user || !matches) throw new DomainError('invalid_credentials');

  await succeeded();
  // A hash made at a lower cost than today's is upgraded while the password is at hand.
  const cost = hashCost(user.passwordHash!);
  const wanted = { ...DEFAULT_SCRYPT_COST, ...config.passwordHashing };
  if (cost && (cost.N < wanted.N || cost.r < wanted.r || cost.p < wanted.p)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password, wanted, who.ip) })
      .where(eq(users.id, user.id));
  }
  const { access, refresh } = await startSession(db, user.id, { rememberMe: remember_me });
  return c.json({ access, refresh }, 200);
};

export const refresh: RouteHandler<Refresh, AppEnv> = async (c) => {
  const outcome = await refreshSession(c.get('db'), c.req.valid('json').refresh);
  if (!outcome.ok) {
    const code = outcome.reason === 'reused' ? 'refresh_reused' : 'refresh_invalid';
    if (outcome.reason === 'reused') c.get('logger').warn({ code }, 'a spent refresh token was used again: session revoked');
    throw new DomainError(code);
  }
  return c.json({ access: outcome.tokens.access, refresh: outcome.tokens.refresh }, 200);
};

export const logout: RouteHandler<Logout, AppEnv> = async (c) => {
  const { refresh, access } = c.req.valid('json');
  const db = c.get('db');
  const session = await sessionOfRefreshToken(db, refresh);
  if (session) await revokeFamily(db, session.sessionId);
  // The access token's session too, when it is a valid one (it may name a session the
  // refresh token no longer matches, e.g. after the client lost a rotation).
  if (access) {
    const check = await verifyAccessToken(db, access);
    if (check.ok && check.claims.sessionId !== session?.sessionId) await revokeFamily(db, check.claims.sessionId);
  }
  return c.body(null, 204);
};

export const askForPasswordReset: RouteHandler<AskForPasswordReset, AppEnv> = async (c) => {
  const { email } = c.req.valid('json');
  const db = c.get('db');
  const config = c.get('accounts');
  await guardSecretGuess(c, 'reset');
  // Every request gets the same answer at once; the look-up, and for an existing account
  // under its hourly limit the link and its email, happen after it
  // (services/background-jobs.ts), so the answer's timing does not tell who has an account.
  config.background.run('reset-password email', async () => {
    const [user] = await db.select({ id: users.id, country: users.country }).from(users).where(eq(users.email, email));
    if (!user) return;
    // The customer's own storefront (language, link), whichever storefront asked.
    const storefront = storefrontForCountry(user.country);
    const queued = await db.transaction(async (tx) => {
      // Requests answered at once leave their jobs running side by side: the account's row
      // lock makes them count the last hour's emails one after another.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      if ((await recentResetTokens(tx, user.id)) >= MAX_RESET_EMAILS_PER_HOUR) return false;
      const token = await issuePasswordToken(tx, user.id, 'reset');
      await queueEmail(
        tx,
        passwordEmail({
          storefront,
          kind: 'reset-password',
          recipient: email,
          link: passwordLink(config.storefrontUrl, storefront, token),
          validHours: RESET_TOKEN_HOURS,
        }),
      );
      return true;
    });
    if (queued) config.emailQueued();
  });
  return c.json({ detail: c.get('t')('auth.resetRequested') }, 200);
};

const invalidToken = () => new DomainError('invalid_token');

export const passwordTokenInfo: RouteHandler<PasswordTokenInfoRoute, AppEnv> = async (c) => {
  const guess = await guardSecretGuess(c, 'passwordLink');
  const token = await findUsablePasswordToken(c.get('db'), c.req.valid('param').token);
  if (!token) throw invalidToken();
  await guess.hit();
  return c.json({ kind: token.kind, email: token.email }, 200);
};

export const resetPassword: RouteHandler<ResetPassword, AppEnv> = async (c) => {
  const { token } = c.req.valid('param');
  const { password, full_name, phone_number } = c.req.valid('json');
  const db = c.get('db');
  const config = c.get('accounts');

  // Checked before hashing, so a bad link costs no scrypt run; used up only after.
  const guess = await guardSecretGuess(c, 'passwordLink');
  if (!(await findUsablePasswordToken(db, token))) throw invalidToken();
  await guess.hit();
  const passwordHash = await hashPassword(password, config.passwordHashing, clientAddress(c, config.trustProxy));

  const used = await db.transaction(async (tx) => {
    const spent = await consumePasswordToken(tx, token);
    if (!spent) return null;
    const profile =
      spent.kind === 'create' ? { ...(full_name ? { fullName: full_name } : {}), ...(phone_number ? { phoneNumber: phone_number } : {}) } : {};
    await tx
      .update(users)
      .set({ passwordHash, ...profile })
      .where(eq(users.id, spent.userId));
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, spent.userId);
    return spent;
  });
  if (!used) throw invalidToken();
  // The customer proved they own the mailbox: earlier failed sign-ins are forgiven.
  await clearLoginFailures(db, used.email);

  const t = c.get('t');
  return used.kind === 'create'
    ? c.json({ kind: 'created' as const, detail: t('auth.passwordCreated') }, 200)
    : c.json({ kind: 'changed' as const, detail: t('auth.passwordChanged') }, 200);
};

export const changePassword: RouteHandler<ChangePassword, AppEnv> = async (c) => {
  const { old_password, password } = c.req.valid('json');
  const db = c.get('db');
  const config = c.get('accounts');
  const { userId, sessionId } = c.get('auth');

  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('account_gone');
  // A stolen access token must not become a way to guess the password: the sign-in limits apply.
  const who = { email: user.email, ip: clientAddress(c, config.trustProxy) };
  const { matches, succeeded } = await checkPasswordUnderLimits(c, who, old_password, user.passwordHash);
  if (!matches) throw new DomainError('wrong_password');
  await succeeded();

  const passwordHash = await hashPassword(password, config.passwordHashing, who.ip);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, { except: sessionId });
  });
  return c.json({ detail: c.get('t')('auth.passwordChanged') }, 200);
};
