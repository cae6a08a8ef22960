import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers for the account journeys. */

/** A password that meets every SPEC §5 rule. */
export const STRONG_PASSWORD = 'Correct-Horse-9';

/** An address no earlier run (or other test) used: the server's database lives as long as the run. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type MailboxMessage = { recipient: string; kind: string; subject: string; links: string[]; created_at: string };

/**
 * The in-store path of the newest emailed link of `kind` for `email`, from the development
 * mailbox (GET /api/dev/mailbox/). Polls, since the email is queued as the request answers.
 * Only the path is kept: the link's origin is the server's PUBLIC_URL, not the test server's.
 */
export async function emailedLinkPath(request: APIRequestContext, email: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox/', { params: { recipient: email } });
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as MailboxMessage[];
        link = messages.find((message) => message.kind === kind)?.links.find((href) => href.includes('/create-password/'));
        return link;
      },
      { message: `a ${kind} email to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * An account ready to sign in, made through the API (register → emailed link → password),
 * for journeys that are not about registering.
 */
export async function createAccount(
  request: APIRequestContext,
  options: { email: string; password?: string; fullName: string; phone?: string },
): Promise<void> {
  const registered = await request.post('/api/account/register/', {
    data: { email: options.email, terms_accepted: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const path = await emailedLinkPath(request, options.email, 'create-password');
  const token = path.split('/').filter(Boolean).at(-1);
  const created = await request.post(`/api/account/${token}/reset_password/`, {
    data: {
      password: options.password ?? STRONG_PASSWORD,
      full_name: options.fullName,
      phone_number: options.phone ?? '+447123456123',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/**
 * The server's answer to a sign-in may take this long: it checks the password with scrypt at
 * the OWASP cost (services/auth/passwords.ts), one hash at a time, and on a busy 2-core
 * machine a browser's sign-in has gone unanswered past an assertion's default 5 s.
 */
const SIGN_IN_ANSWER_TIMEOUT_MS = 30_000;

/**
 * Fills and sends the sign-in form of the page's /login, and waits for the server's answer
 * (whatever it is), so the caller's next assertion times only what the page does with it.
 */
export async function signIn(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/login/',
    { timeout: SIGN_IN_ANSWER_TIMEOUT_MS },
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

/** What the session store keeps in localStorage (kit `StoredSession`). */
export type StoredSession = { access: string; refresh: string; sessionId: string; sessionEnd: string | null };

export async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('rigsmith.session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** Fills and sends the create-password form of an emailed link's page (Ada Lovelace, a UK phone). */
export async function createPassword(page: Page, password = STRONG_PASSWORD): Promise<void> {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Phone number').fill('+44 7123 456123');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password created' })).toBeVisible();
}
