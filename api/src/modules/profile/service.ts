// The signed-in user's profile: the User resource, details and password updates. Every rule is
// checked before anything is written, and each update is one statement, so a rejected update
// leaves the saved profile as it was.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, users } from '../../db/common-tables';
import { badRequest, notFound } from '../../http/errors';
import type { Authenticated } from '../../http/auth';
import type { Clock } from '../../http/clock';
import type { RequestContext } from '../../http/request-context';
import {
  type AccessTokens, ACCOUNT_MESSAGES, type AccountNotices, type AuthService, checkFirstname, checkNewPassword, type CodeSent,
  type EmailVerifications, hashPassword, type Identifier, IDENTIFIER_COLUMNS, isValidEmail, isValidPhone, normaliseEmail,
  normalisePhone, type PhoneVerifications, provenOwnerOf, userResource, type UserResource, type UserRow,
} from '../auth';
import type { NotificationSettings } from '../notifications';
import type { AccountFigures } from '../wallet';

/** The messages this module answers with (tests read them here). */
export const MESSAGES = ACCOUNT_MESSAGES;

function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/** How each identifier is normalised and checked, with the messages of its refusals. */
const IDENTIFIER_RULES = {
  email: { normalise: normaliseEmail, isValid: isValidEmail, invalid: 'The email must be a valid email address.', taken: ACCOUNT_MESSAGES.emailTaken },
  phone: { normalise: normalisePhone, isValid: isValidPhone, invalid: 'The phone must be a number.', taken: ACCOUNT_MESSAGES.phoneTaken },
};

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
  rewards: AccountFigures;
  notificationSettings: Pick<NotificationSettings, 'list'>;
  auth: Pick<AuthService, 'reauthenticate'>;
  notices: AccountNotices;
  /** E-mails the link that proves a new address. */
  links: Pick<EmailVerifications, 'countPendingSend' | 'sendForPending'>;
  /** Texts the code that proves a new phone. */
  phones: Pick<PhoneVerifications, 'sendForPending'>;
}

type UserChanges = Partial<typeof users.$inferInsert>;

/** What a sent e-mail or phone field changes: a new value waits, pending, until proven (nothing
 * trusts it before); the one held cancels a pending change; none (null) removes both. */
function identifierChanges(kind: Identifier, sent: string | null | undefined, current: UserRow): UserChanges {
  const { held, provenAt, pending } = IDENTIFIER_COLUMNS[kind];
  if (sent === undefined || (sent === current[held] && !current[pending]) || (sent !== null && sent === current[pending])) return {};
  if (sent === null) return { [held]: null, [provenAt]: null, [pending]: null };
  return { [pending]: sent === current[held] ? null : sent };
}

/** A change that asks for the owner's proof: a new address or number asked for, or one removed. */
const movesIdentifier = (changes: UserChanges, kind: Identifier): boolean => {
  const { held, pending } = IDENTIFIER_COLUMNS[kind];
  return Boolean(changes[pending]) || changes[held] === null;
};

/** The profile after an update, and the code texted to a new phone, if one was asked for. */
export interface ProfileUpdated {
  user: UserResource;
  phoneCode?: CodeSent;
}

/** Each notification type with the user's choice, in Foodyman's profile shape. */
async function notificationChoices(settings: ProfileDeps['notificationSettings'], userId: number) {
  return (await settings.list(userId)).map(({ id, type, active }) => ({ id, type, notification: { user_id: userId, notification_id: id, active } }));
}

export function createProfileService(db: Database, tokens: AccessTokens, clock: Clock, { rewards, notificationSettings, auth, notices, links, phones }: ProfileDeps) {
  async function load(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound();
    return row;
  }

  async function isActiveCurrency(id: number) {
    const [row] = await db.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.id, id), eq(currencies.active, true)));
    return row !== undefined;
  }

  /** A sent address or number, normalised and checked: 400 on the field when malformed, or when
   * another account has proven it (one held without proof goes to whoever proves it). */
  async function identifierInput(kind: Identifier, input: string | null | undefined, userId: number): Promise<string | null | undefined> {
    const trimmed = blankToNull(input);
    if (!trimmed) return trimmed;
    const rules = IDENTIFIER_RULES[kind];
    const value = rules.normalise(trimmed);
    if (!rules.isValid(value)) throw badRequest(kind, rules.invalid, { code: 'format', format: kind });
    const owner = await provenOwnerOf(db, kind, value);
    if (owner !== undefined && owner !== userId) throw badRequest(kind, rules.taken, { code: 'taken' });
    return value;
  }

  /** The other details sent, checked (400 on the field); absent ones are kept. */
  async function detailChanges(input: ProfileUpdate): Promise<UserChanges> {
    const changes: UserChanges = {};
    if (input.firstname !== undefined) changes.firstname = checkFirstname(input.firstname);
    const lastname = blankToNull(input.lastname);
    if (lastname && lastname.length > 100) throw badRequest('lastname', 'The lastname may not be greater than 100 characters.', { code: 'too_long', max: 100 });
    if (lastname !== undefined) changes.lastname = lastname;
    const birthday = blankToNull(input.birthday);
    if (birthday && !isValidDate(birthday)) throw badRequest('birthday', 'The birthday does not match the format Y-m-d.', { code: 'format', format: 'date' });
    if (birthday !== undefined) changes.birthday = birthday;
    if (input.gender !== undefined) changes.gender = input.gender;
    // 0 is how the validation's type coercion delivers a JSON null: none, as null.
    const currencyId = input.currency_id === undefined ? undefined : input.currency_id || null;
    if (currencyId && !await isActiveCurrency(currencyId)) throw badRequest('currency_id', 'The selected currency id is invalid.', { code: 'invalid' });
    if (currencyId !== undefined) changes.currencyId = currencyId;
    return changes;
  }

  return {
    /** The User with its wallet, points, referral figures and notification choices (the profile alone shows them). */
    async show(userId: number, ctx: RequestContext) {
      const [row, figures, notifications] = await Promise.all([
        load(userId), rewards.accountFigures(userId, ctx), notificationChoices(notificationSettings, userId),
      ]);
      return { ...userResource(row), ...figures, notifications };
    },

    /** Saves the details sent. A new address or number waits, pending, for its proof: the
     * e-mailed link, or the code texted to the number (answered as `phoneCode`). */
    async update({ userId, signedInAt }: Authenticated, input: ProfileUpdate, ip: string): Promise<ProfileUpdated> {
      const current = await load(userId);
      const details = await detailChanges(input);
      const email = identifierChanges('email', await identifierInput('email', input.email, userId), current);
      const phone = identifierChanges('phone', await identifierInput('phone', input.phone, userId), current);
      // Changing the address or number is taking over the account's recovery, so it needs its owner.
      const asksProof = movesIdentifier(email, 'email') || movesIdentifier(phone, 'phone');
      if (asksProof) await auth.reauthenticate(current, signedInAt, input.old_password);
      // Counted, and the code texted, before anything is saved: a refused send changes nothing.
      if (email.pendingEmail) await links.countPendingSend(email.pendingEmail, ip);
      const phoneCode = phone.pendingPhone ? await phones.sendForPending(userId, phone.pendingPhone, ip) : undefined;
      const [row] = await db.update(users).set({ ...details, ...email, ...phone, updatedAt: clock() }).where(eq(users.id, userId)).returning();
      if (email.pendingEmail) await links.sendForPending(userId, email.pendingEmail);
      if (asksProof) await notices.identifiersChanged(current, row);
      return { user: userResource(row), phoneCode };
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
