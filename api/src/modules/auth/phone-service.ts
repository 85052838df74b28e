// Sign-up and password reset proven by an SMS code: no token is ever issued for a phone without
// its code. A sign-up is kept with its code and the account is created only when the code is
// right, so nobody can hold a phone number or an e-mail address by starting a sign-up. A sign-up
// is answered alike whether or not its phone or address has an account (the owner is told by
// message instead), so it cannot be used to find out who is a customer. Only an account that has
// proven the phone has it: one that holds it unproven loses it to the sign-up that proves it.
// Codes are sent and checked through code-exchange.ts (throttled per phone and per IP).
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { users } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { badRequest } from '../../http/errors';
import { linkReferral, referrerOf, walletRefusal, wasReferred } from '../wallet';
import { userResource, type UserResource } from './user-resource';
import {
  ACCOUNT_MESSAGES, checkFirstname, checkNewPassword, isValidEmail, isValidPhone, newReferralCode,
  normaliseEmail, normalisePhone,
} from './account-rules';
import { hashPassword } from './passwords';
import type { AccessTokens } from './tokens';
import type { AccountNotices } from './account-notices';
import type { EmailVerifications } from './email-verification';
import type { CodeExchange } from './code-exchange';
import type { CodeSent } from './schemas';
import { provenOwnerOf, takeFromUnproven, type Identifier } from './identifier-owners';
import { wrongCode, type VerificationCodes, type VerificationRow } from './verification';

export interface RegisterInput {
  firstname: string;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  gender?: 'male' | 'female' | null;
  password: string;
  password_confirmation?: string;
  /** A friend's referral code (their `my_referral`). */
  referral?: string | null;
}

export interface SignedIn {
  token: string;
  user: UserResource;
}

export interface PhoneServiceDeps {
  db: Database;
  codes: Pick<VerificationCodes, 'find'>;
  /** Sends codes and checks them, throttled. */
  exchange: CodeExchange;
  tokens: AccessTokens;
  clock: Clock;
  notices: Pick<AccountNotices, 'phoneHasAccount' | 'emailHasAccount'>;
  /** E-mails the link that proves the sign-up's address. */
  links: Pick<EmailVerifications, 'sendForPending'>;
}

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

function requirePhone(phone: string | null | undefined): string {
  if (!phone?.trim()) throw badRequest('phone', ACCOUNT_MESSAGES.phoneRequired, { code: 'required' });
  const digits = normalisePhone(phone);
  if (!isValidPhone(digits)) throw badRequest('phone', 'The phone must be a number.', { code: 'format', format: 'phone' });
  return digits;
}

export function createPhoneService({ db, codes, exchange, tokens, clock, notices, links }: PhoneServiceDeps) {
  /** Whether an account has proven `value`: only such an account has it. */
  const hasOwner = async (kind: Identifier, value: string) => await provenOwnerOf(db, kind, value) !== undefined;

  async function signIn(userId: number): Promise<SignedIn> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return { token: await tokens.issue(userId), user: userResource(row) };
  }

  /** Creates the account a sign-up code proves, linked to its referrer (only the phone counts
   * as "referred"). Its e-mail address waits, pending, for its e-mailed link; one that another
   * account has proven is left out and that account told. The phone may have been taken since. */
  async function createAccount(code: VerificationRow): Promise<number> {
    const { email } = code.registration!;
    const proven = email !== null && await hasOwner('email', email);
    let id: number;
    try {
      id = await insertAccount(code, proven ? null : email);
    } catch (error) {
      if (isUniqueViolation(error, 'users_phone_unique')) throw badRequest('phone', ACCOUNT_MESSAGES.phoneTaken, { code: 'taken' });
      throw error;
    }
    if (email !== null && proven) await notices.emailHasAccount(email);
    else if (email !== null) await links.sendForPending(id, email);
    return id;
  }

  /** Inserts the account, the phone taken from an account that holds it without proof. */
  async function insertAccount(code: VerificationRow, pendingEmail: string | null): Promise<number> {
    const pending = code.registration!;
    const now = clock();
    return db.transaction(async (tx) => {
      if (!await takeFromUnproven(tx, 'phone', code.phone, now)) throw badRequest('phone', ACCOUNT_MESSAGES.phoneTaken, { code: 'taken' });
      const [row] = await tx.insert(users).values({
        firstname: pending.firstname, lastname: pending.lastname, pendingEmail, gender: pending.gender,
        phone: code.phone, phoneVerifiedAt: now, passwordHash: pending.passwordHash, myReferral: newReferralCode(),
        createdAt: now, updatedAt: now,
      }).returning({ id: users.id });
      if (pending.referrerId) await linkReferral(tx, pending.referrerId, { friendId: row.id, phone: code.phone, email: null }, now);
      return row.id;
    });
  }

  return {
    /** Checks the sign-up and texts a code; the account is created by `verifyPhone`. */
    async register(input: RegisterInput, ip: string): Promise<CodeSent> {
      const firstname = checkFirstname(input.firstname);
      const phone = requirePhone(input.phone);
      checkNewPassword(input.password, input.password_confirmation, [firstname, input.lastname ?? '', input.email ?? '', phone]);
      const emailInput = blankToNull(input.email);
      const email = emailInput === null ? null : normaliseEmail(emailInput);
      if (email !== null && !isValidEmail(email)) throw badRequest('email', 'The email must be a valid email address.', { code: 'format', format: 'email' });
      const referrerId = await referrerOf(db, input.referral);
      if (referrerId !== null && await wasReferred(db, phone, null)) throw walletRefusal.referralUsed();
      const registration = {
        firstname, lastname: blankToNull(input.lastname), email, gender: input.gender ?? null,
        passwordHash: await hashPassword(input.password), referrerId,
      };
      // A phone another account has proven gets a notice instead of a code: the same answer, a code
      // never sent. One held without proof is no account's yet: the code goes out.
      const taken = await hasOwner('phone', phone);
      const sent = await exchange.send(ip, { purpose: 'register', phone, registration, send: !taken });
      if (taken) await notices.phoneHasAccount(phone);
      return sent;
    },

    /** Proves the phone of a sign-up: creates the account and signs it in. */
    async verifyPhone(verifyId: string, code: string, ip: string): Promise<SignedIn> {
      const row = await exchange.consume(ip, verifyId, code, 'register');
      return signIn(await createAccount(row));
    },

    /** A new code for the sign-up or reset of `verifyId` (the old one stops working). A change
     * of phone's code is resent to its signed-in account only (phone-verification.ts). */
    async resend(verifyId: string, ip: string): Promise<CodeSent> {
      const previous = await codes.find(verifyId.trim());
      if (!previous || previous.purpose === 'change-phone') throw wrongCode();
      const { purpose, phone, userId, registration } = previous;
      const send = purpose === 'register' ? !await hasOwner('phone', phone) : userId !== null;
      return exchange.send(ip, { purpose, phone, userId, registration: registration ?? undefined, send });
    },

    /** Texts a reset code to the phone of an account. An unknown phone gets the same answer
     * (with a code that is never sent), so the answer does not reveal who has an account. */
    async forgotPassword(phoneInput: string | null | undefined, ip: string): Promise<CodeSent> {
      const phone = requirePhone(phoneInput);
      const [account] = await db.select({ id: users.id }).from(users).where(and(
        eq(users.phone, phone), eq(users.active, true), or(isNotNull(users.phoneVerifiedAt), isNotNull(users.passwordHash)),
      ));
      return exchange.send(ip, { purpose: 'reset', phone, userId: account?.id ?? null, send: account !== undefined });
    },

    /** Sets the new password when the reset code is right, ends every other session and signs in. */
    async confirmReset(input: { verifyId: string; verifyCode: string; password: string; password_confirmation?: string }, ip: string) {
      checkNewPassword(input.password, input.password_confirmation);
      const row = await exchange.consume(ip, input.verifyId, input.verifyCode, 'reset');
      if (row.userId === null) throw wrongCode();
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      await db.update(users).set({ passwordHash, phoneVerifiedAt: now, updatedAt: now }).where(eq(users.id, row.userId));
      await tokens.revokeAll(row.userId);
      return signIn(row.userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
