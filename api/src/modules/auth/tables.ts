// Sign-in's tables: access tokens, one-time codes, e-mail links, throttles, the devices' push
// tokens and the outboxes of the default SMS and e-mail adapters. The accounts themselves (users)
// are in db/common-tables.ts.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { type Gender, users } from '../../db/common-tables';

/** Sanctum-style personal access tokens: the client holds `<id>|<secret>`, the table only the
 * SHA-256 of the secret. */
export const accessTokens = pgTable('access_tokens', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { mode: 'date' }),
  /** When the token last signed a request in, to the minute: a token idle too long ends. */
  lastUsedAt: timestamp('last_used_at', { mode: 'date' }).notNull().defaultNow(),
  /** The browser or app that signed in (its User-Agent, cut to 255 characters), so that the
   * customer can tell their sessions apart. */
  userAgent: text('user_agent'),
}, (t) => [index('access_tokens_user_id').on(t.userId)]);

/** What POST /auth/register keeps until the phone is verified (the password only as its hash). */
export interface PendingRegistration {
  firstname: string;
  lastname: string | null;
  email: string | null;
  gender: Gender | null;
  passwordHash: string;
  /** The account whose referral code the sign-up gave (absent in sign-ups from before referrals). */
  referrerId?: number | null;
}

/** A one-time code sent by SMS: `id` is the `verifyId` the client holds; only a SHA-256 of the
 * code is kept. Single use (`used_at`), valid until `expires_at`, dead after too many tries. */
export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: ['register', 'reset', 'change-phone'] }).notNull(),
  phone: text('phone').notNull(),
  /** The account the code proves (a reset's, or the one asking for this phone); null for a reset
   * asked for an unknown phone (it never verifies). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** A sign-up waiting for its code: the account is created only once the phone is proven. */
  registration: jsonb('registration').$type<PendingRegistration>(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('verification_codes_phone').on(t.phone)]);

/** Login, code and reset throttling (modules/auth/throttle.ts): events counted per key (an IP,
 * an IP + account, a phone), shared by every api process. A row past `expires_at` is dead:
 * ignored, restarted by the next event, pruned now and then. */
export const throttleEntries = pgTable('throttle_entries', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** Attempts are refused before this time; null: not blocked. */
  blockedUntil: timestamp('blocked_until', { mode: 'date' }),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
}, (t) => [index('throttle_entries_expires_at').on(t.expiresAt)]);

/** Messages of the default SMS adapter: written here (and to the log) instead of a provider. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sms_outbox_phone').on(t.phone)]);

/** Firebase Cloud Messaging tokens of a user's devices (push notifications). */
export const userFirebaseTokens = pgTable('user_firebase_tokens', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.token] })]);

/** A link proving an e-mail address (`GET /auth/verify/{hash}`): only the SHA-256 of
 * the hash is kept; single use, valid until `expires_at`, and only while the account still has
 * that e-mail. */
export const emailVerifications = pgTable('email_verifications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [index('email_verifications_user_id').on(t.userId)]);

/** Messages of the default e-mail adapter: written here (and to the log) instead of a provider. */
export const emailOutbox = pgTable('email_outbox', {
  id: id(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('email_outbox_email').on(t.email)]);

