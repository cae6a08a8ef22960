import type { CountryCode } from '@rigsmith/kit/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { countries } from './regional';

/** A customer account (SPEC §3 "User/Account"). Registered accounts have no password until one is created from the emailed link. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed, so look-ups and the unique index ignore case. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url parts); null until the customer creates a password. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    notifyOrders: boolean('notify_orders').notNull().default(true),
    notifyMarketing: boolean('notify_marketing').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** The storefront the customer registered on, for the language of their emails. */
    country: varchar('country', { length: 2 }).$type<CountryCode>().notNull().default('GB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; every
 * refresh rotates to a new token in the same family, and a token used twice (past a short
 * grace for two tabs refreshing together) revokes its whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login session this token belongs to; also the access token's `sid` claim. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Remember-me sessions slide; others end one month after login (SPEC §4). */
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash), index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Single-use tokens from the create-password and reset-password emails, stored hashed. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'create' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_tokens_hash_key').on(table.tokenHash)],
);

/** Failed sign-ins, counted per account and per client address over a window (brute-force limit). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** `email:<address>` or `ip:<address>`. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

/** A customer's saved shipping addresses (SPEC §3 "Address"; at most 6, one default). */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    /** Italy's sigla or Spain's provincia name (`provinceOf`); '' where the country writes none. */
    province: text('province').notNull().default(''),
    country: varchar('country', { length: 2 })
      .$type<CountryCode>()
      .notNull()
      .references(() => countries.iso),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipping_addresses_user_idx').on(table.userId),
    // At most one default per customer, whatever races the requests run.
    uniqueIndex('shipping_addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Every email the shop sends, written first here; a dispatcher sends it when SMTP is set up. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** What kind of message (`create-password`, `reset-password`, ...). */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Links the message carries, for the development mailbox and tests. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_messages_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Server-wide secrets generated on first start (the JWT signing key unless JWT_SECRET is set), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
