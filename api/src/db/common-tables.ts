// Tables no single module owns, under every module. The database's own facts (app_meta);
// languages and currencies, which every request resolves (http/request-context.ts, which may import
// no module); and the accounts (users): every module keys its rows by them, auth and firebase
// create them and profile changes them, so no module could own them without sitting above the rest.
import { boolean, date, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Key/value facts about the database itself, e.g. which seed filled it. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const languages = pgTable('languages', {
  id: id(),
  title: text('title').notNull(),
  locale: text('locale').notNull().unique(),
  backward: boolean('backward').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  img: text('img'),
});

/** Where a label goes beside its number: a currency's symbol beside an amount, a unit's title
 * beside a quantity. */
export const LABEL_POSITIONS = ['before', 'after'] as const;

export const currencies = pgTable('currencies', {
  id: id(),
  symbol: text('symbol').notNull(),
  title: text('title').notNull().unique(),
  rate: doublePrecision('rate').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  position: text('position', { enum: LABEL_POSITIONS }).notNull().default('before'),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/** `user`: a customer; `staff`: someone of the restaurant (the /dashboard/staff routes). */
export const USER_ROLES = ['user', 'staff'] as const;

/** A customer or staff account. Email and phone are each optional but unique; the password is
 * stored only as an argon2id hash (null for accounts without a password). */
export const users = pgTable('users', {
  id: id(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  firstname: text('firstname'),
  lastname: text('lastname'),
  email: text('email').unique(),
  phone: text('phone').unique(),
  img: text('img'),
  gender: text('gender', { enum: GENDERS }),
  birthday: date('birthday', { mode: 'string' }),
  passwordHash: text('password_hash'),
  myReferral: text('my_referral').notNull().unique(),
  active: boolean('active').notNull().default(true),
  role: text('role', { enum: USER_ROLES }).notNull().default('user'),
  currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
  lang: text('lang'),
  emailVerifiedAt: timestamp('email_verified_at', { mode: 'date' }),
  /** An address the customer asked for and has not proven yet: nothing trusts it (sign-in,
   * firebase linking, another sign-up) until its e-mailed link is opened, which moves it to
   * `email`; not unique, so it holds no address away from its owner. */
  pendingEmail: text('pending_email'),
  phoneVerifiedAt: timestamp('phone_verified_at', { mode: 'date' }),
  /** A number the customer asked for and has not proven yet: nothing trusts it (sign-in, password
   * reset, firebase linking, another sign-up) until the code texted to it is entered signed in to
   * this account, which moves it to `phone`; not unique, so it holds no number away from its owner. */
  pendingPhone: text('pending_phone'),
  /** The firebase user id of an account that signed in through firebase (google, facebook,
   * apple or phone). */
  firebaseUid: text('firebase_uid').unique(),
  ...timestamps(),
});
