import type { StorefrontUrl } from '../mail/outbox';
import type { BackgroundJobs } from '../background-jobs';
import type { ScryptCost } from './passwords';

/**
 * What the account calls need to know about where they run. Set once per app
 * (`createApp` options) and found in each request's context as `accounts`.
 */
export type AccountsConfig = {
  /**
   * The shop's public origin, for links in emails (`https://shop.example`). Configured,
   * never taken from the request's Host header, which a client can forge to point a
   * password-reset link at its own site.
   */
  publicUrl: string;
  /**
   * A storefront's absolute URL for an in-store path, for links in emails: its own domain
   * when STOREFRONT_HOSTS maps one (SPEC §1), else `publicUrl` with its path prefix.
   */
  storefrontUrl: StorefrontUrl;
  /**
   * How many reverse proxies of ours stand in front (TRUST_PROXY): the client's address is
   * the `X-Forwarded-For` entry that many places from the right (client-address.ts). 0: the
   * header is the client's own word and is ignored.
   */
  trustProxy: number;
  /** scrypt cost for new password hashes (tests lower N for speed). */
  passwordHashing: Partial<ScryptCost>;
  /** Called once an email is in the outbox, so the dispatcher sends it without waiting for its next poll. */
  emailQueued: () => void;
  /** Runs the emails of registration and password reset after the answer (constant-time answers). */
  background: BackgroundJobs;
};

export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000';
