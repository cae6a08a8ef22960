import type { CountryCode, Storefront } from '@rigsmith/kit/domain';
import type { RequestIdVariables } from 'hono/request-id';
import type { Database } from './db/client';
import type { Translator } from './i18n';
import type { Logger } from './logger';
import type { StaffActor } from './services/staff';
import type { AccessClaims } from './services/auth/access-tokens';
import type { UncheckedSession } from './services/auth/sessions';
import type { AccountsConfig } from './services/auth/config';
import type { PlaceDirectory } from './services/places';
import type { IdempotencyHandle } from './services/idempotency';
import type { PaymentProvider } from './services/payments/provider';
import type { AnalyticsConfig } from './services/analytics';
import type { BotChallengeConfig } from './services/bot-challenge';

/** What every handler finds in its context (`c.get(...)`). */
export type AppEnv = {
  Variables: RequestIdVariables & {
    db: Database;
    /** The request's logger, already carrying its request id. */
    logger: Logger;
    /** The shopper's country from `?country=` (SPEC §7), GB when absent. */
    country: CountryCode;
    /** The storefront that country picks (currency, VAT, language), resolved once a request. */
    storefront: Storefront;
    /** The server's messages in that storefront's language. */
    t: Translator;
    /** Folder the case models' gallery images are served from. */
    galleryDir: string;
    /** The signed-in customer, set by `requireAuth` on account routes. */
    auth: AccessClaims;
    /**
     * The session `requireAuthSessionInFirstWrite` left for the call's first write to check (the
     * Idempotency-Key's claim, else the customer's lock): the cart's writes, placing an order, paying.
     */
    uncheckedSession?: UncheckedSession;
    /** The signed-in staff member and role, set by `requireStaff` on back-office routes. */
    staff: StaffActor;
    /** Public URL, proxy trust, hashing cost and mail kick for the account calls (app options). */
    accounts: AccountsConfig;
    /** Real places for the address autocomplete and checks; the bundled list when unset (app option). */
    placeDirectory?: PlaceDirectory;
    /** The Idempotency-Key this request owns, set by the `idempotency` middleware. */
    idempotency?: IdempotencyHandle;
    /** Takes card payments for orders; the embedded sandbox unless the app is given another. */
    paymentProvider: PaymentProvider;
    /** Each storefront's analytics tag (ANALYTICS_TAGS); undefined when analytics is off. */
    analytics: AnalyticsConfig | undefined;
    /** The bot-challenge provider and public site key (BOT_CHALLENGE); undefined when off. */
    botChallengeSite: Pick<BotChallengeConfig, 'provider' | 'siteKey'> | undefined;
  };
};
