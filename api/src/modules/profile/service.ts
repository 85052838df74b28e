// The signed-in user's profile: the User resource, details and password updates. Every rule is
// checked before anything is written, and each update is one statement, so a rejected update
// leaves the saved profile as it was.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, users } from '../../db/schema';
import { resourceDate } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import {
  ACCOUNT_MESSAGES, checkFirstname, checkNewPassword, isUniqueViolation, isValidEmail, isValidPhone, normaliseEmail, normalisePhone,
} from '../auth/account-rules';
import { hashPassword } from '../auth/passwords';
import type { AccessTokens } from '../auth/tokens';
import type { AuthService } from '../auth/service';
import type { Authenticated } from '../../http/auth';
import type { AccountNotices } from '../auth/account-notices';
import { provenOwnerOf, type EmailVerifications } from '../auth/email-verification';
import type { Clock } from '../../http/clock';
import type { RequestContext } from '../../http/request-context';
import type { NotificationSettings } from '../notifications/preferences';
import type { RewardsService } from '../wallet/rewards-service';

export type UserRow = typeof users.$inferSelect;

/** The messages this module answers with (tests read them here). */
export const MESSAGES = ACCOUNT_MESSAGES;

const dateOrNull = (date: Date | null): string | null => (date ? resourceDate(date) : null);

/** The User resource; never carries the password hash. */
export function userResource(row: UserRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    img: row.img,
    gender: row.gender,
    birthday: row.birthday ? `${row.birthday} 00:00:00Z` : null,
    active: row.active,
    role: row.role,
    my_referral: row.myReferral,
    empty_p: row.passwordHash === null,
    currency_id: row.currencyId,
    email_verified_at: dateOrNull(row.emailVerifiedAt),
    pending_email: row.pendingEmail,
    phone_verified_at: dateOrNull(row.phoneVerifiedAt),
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  };
}

export type UserResource = ReturnType<typeof userResource>;

function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

export interface PasswordUpdate {
  old_password?: string;
  password: string;
  password_confirmation: string;
}

export interface ProfileUpdate {
  firstname?: string;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  birthday?: string | null;
  gender?: 'male' | 'female';
  currency_id?: number | null;
  /** Proof of the owner when the e-mail or phone changes. */
  old_password?: string;
}

/** What the profile needs beyond the account: wallet, points, referrals and notification choices
 * to show; proof of the owner and the notices for a change of credentials. */
export interface ProfileDeps {
  rewards: Pick<RewardsService, 'accountFigures'>;
  notificationSettings: Pick<NotificationSettings, 'list'>;
  auth: Pick<AuthService, 'reauthenticate'>;
  notices: AccountNotices;
  /** E-mails the link that proves a new address. */
  links: Pick<EmailVerifications, 'countPendingSend' | 'sendForPending'>;
}

/** Each notification type with the user's choice, in the reference's profile shape. */
async function notificationChoices(settings: ProfileDeps['notificationSettings'], userId: number) {
  return (await settings.list(userId)).map(({ id, type, active }) => ({ id, type, notification: { user_id: userId, notification_id: id, active } }));
}

export function createProfileService(db: Database, tokens: AccessTokens, clock: Clock, { rewards, notificationSettings, auth, notices, links }: ProfileDeps) {
  async function load(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound();
    return row;
  }

  async function isActiveCurrency(id: number) {
    const [row] = await db.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.id, id), eq(currencies.active, true)));
    return row !== undefined;
  }

  async function takenByOther(column: typeof users.email | typeof users.phone, value: string, userId: number) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(column, value));
    return row !== undefined && row.id !== userId;
  }

  /** What a sent e-mail field changes: a new address waits, pending, until its link is opened
   * (nothing trusts it before); the current one cancels a pending change; none removes both. */
  function emailChanges(email: string | null | undefined, current: UserRow): Partial<typeof users.$inferInsert> {
    if (email === undefined || (email === current.email && !current.pendingEmail) || (email !== null && email === current.pendingEmail)) return {};
    if (email === null) return { email: null, emailVerifiedAt: null, pendingEmail: null };
    return { pendingEmail: email === current.email ? null : email };
  }

  return {
    /** The User with its wallet, points, referral figures and notification choices (the profile alone shows them). */
    async show(userId: number, ctx: RequestContext) {
      const [row, figures, notifications] = await Promise.all([
        load(userId), rewards.accountFigures(userId, ctx), notificationChoices(notificationSettings, userId),
      ]);
      return { ...userResource(row), ...figures, notifications };
    },

    async update({ userId, signedInAt }: Authenticated, input: ProfileUpdate, ip: string): Promise<UserResource> {
      const current = await load(userId);
      const firstname = input.firstname === undefined ? undefined : checkFirstname(input.firstname);
      const lastname = blankToNull(input.lastname);
      if (lastname && lastname.length > 100) throw badRequest('lastname', 'The lastname may not be greater than 100 characters.');

      const emailInput = blankToNull(input.email);
      const email = emailInput ? normaliseEmail(emailInput) : emailInput;
      if (email && !isValidEmail(email)) throw badRequest('email', 'The email must be a valid email address.');
      // Only an address another account has proven is taken: one held without proof goes to whoever proves it.
      const owner = email ? await provenOwnerOf(db, email) : undefined;
      if (owner !== undefined && owner !== userId) throw badRequest('email', MESSAGES.emailTaken);

      const phoneInput = blankToNull(input.phone);
      const phone = phoneInput ? normalisePhone(phoneInput) : phoneInput;
      if (phoneInput && !isValidPhone(phone ?? '')) throw badRequest('phone', 'The phone must be a number.');
      if (phone && await takenByOther(users.phone, phone, userId)) throw badRequest('phone', MESSAGES.phoneTaken);

      const birthday = blankToNull(input.birthday);
      if (birthday && !isValidDate(birthday)) throw badRequest('birthday', 'The birthday does not match the format Y-m-d.');

      // 0 is how the validation's type coercion delivers a JSON null: none, as null.
      const currencyId = input.currency_id === undefined ? undefined : input.currency_id || null;
      if (currencyId && !await isActiveCurrency(currencyId)) throw badRequest('currency_id', 'The selected currency id is invalid.');

      const changes: Partial<typeof users.$inferInsert> = { updatedAt: clock() };
      if (currencyId !== undefined) changes.currencyId = currencyId;
      if (firstname !== undefined) changes.firstname = firstname;
      if (lastname !== undefined) changes.lastname = lastname;
      if (birthday !== undefined) changes.birthday = birthday;
      if (input.gender !== undefined) changes.gender = input.gender;
      // Changing the address or number is taking over the account's recovery, so it needs its
      // owner; a changed number is unproven until verified again.
      const emailChange = emailChanges(email, current);
      const newPhone = phone !== undefined && phone !== current.phone;
      Object.assign(changes, emailChange);
      if (newPhone) Object.assign(changes, { phone, phoneVerifiedAt: null });
      const asksProof = (emailChange.pendingEmail ?? null) !== null || emailChange.email === null || newPhone;
      if (asksProof) await auth.reauthenticate(current, signedInAt, input.old_password);
      if (emailChange.pendingEmail) await links.countPendingSend(emailChange.pendingEmail, ip);
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
        if (emailChange.pendingEmail) await links.sendForPending(userId, emailChange.pendingEmail);
        if (asksProof) await notices.identifiersChanged(current, row);
        return userResource(row);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw badRequest('email', MESSAGES.emailTaken);
        if (isUniqueViolation(error, 'users_phone_unique')) throw badRequest('phone', MESSAGES.phoneTaken);
        throw error;
      }
    },

    /** Sets a new password once the owner is proven, ends every session of the account and
     * answers the token of a new one. */
    async updatePassword({ userId, signedInAt }: Authenticated, input: PasswordUpdate): Promise<{ user: UserResource; token: string }> {
      const account = await load(userId);
      await auth.reauthenticate(account, signedInAt, input.old_password);
      checkNewPassword(input.password, input.password_confirmation, [account.firstname ?? '', account.lastname ?? '', account.email ?? '', account.phone ?? '']);
      const passwordHash = await hashPassword(input.password);
      const [row] = await db.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, userId)).returning();
      if (!row) throw notFound();
      await tokens.revokeAll(userId);
      await notices.passwordChanged(row);
      return { user: userResource(row), token: await tokens.issue(userId) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
