// One-time SMS codes: 6 digits from a CSPRNG, stored only as a SHA-256 bound to their verifyId,
// valid for the `otp_expire_time` setting (minutes), single use, and dead after MAX_TRIES
// guesses. One UPDATE decides and counts each guess: it runs only on a live code (unused,
// unexpired, under MAX_TRIES tries), adds the try, and uses the code up when the guess is right.
// PostgreSQL checks that condition again on the row it has locked, so however many guesses
// arrive at once, no more than MAX_TRIES are ever checked and only one right guess uses the
// code. A guess that finds no live code is not counted; the code is then read once to say why.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { ApiError, fieldRefusal, onField } from '../../http/errors';
import { isUuid } from '../../http/schemas';
import { settings } from '../settings';
import { verificationCodes, type PendingRegistration } from './tables';
import type { SmsSender } from './sms';

export const MAX_TRIES = 5;
const DEFAULT_EXPIRY_MINUTES = 10;

/** What a code proves: a sign-up's phone, a reset's, or the new phone a signed-in account asks for. */
export type CodePurpose = 'register' | 'reset' | 'change-phone';
export type VerificationRow = typeof verificationCodes.$inferSelect;

export const wrongCode = () => fieldRefusal('ERROR_201', 'verifyCode', 'Wrong verification code', { code: 'wrong_code' });
const tooManyTries = () => fieldRefusal('ERROR_202', 'verifyCode', 'Too many wrong codes. Please, request a new code.', { code: 'too_many_tries' });
const expired = () => fieldRefusal('ERROR_203', 'verifyCode', 'The code has expired. Please, request a new code.', { code: 'expired' });

/** A guess checked against a live code and wrong: answered as any wrong code, and the only
 * refusal that spent one of the code's tries. */
export class WrongGuess extends ApiError {
  constructor() {
    const { httpStatus, statusCode, message, problems } = wrongCode();
    super(httpStatus, statusCode, message, problems);
  }
}

export const smsNotSent = () => new ApiError(400, 'ERROR_400', 'Sms not sent!', onField('phone', 'Sms not sent!', { code: 'not_sent' }));

/** Why a code that could not be guessed refuses: an unknown, used or other-purpose code is
 * merely wrong; else it has expired or has had its tries. */
function refusalOf(row: VerificationRow | undefined, purpose: CodePurpose, now: Date): ApiError {
  if (!row || row.purpose !== purpose || row.usedAt) return wrongCode();
  if (row.expiresAt <= now) return expired();
  if (row.attempts >= MAX_TRIES) return tooManyTries();
  return wrongCode();
}

/** Whether `code` can be a code of `verifyId` at all: anything else is a wrong code, with no
 * need to look it up. */
export const isWellFormedCode = (verifyId: string, code: string): boolean => isUuid(verifyId) && /^\d{6}$/.test(code);

const codeHash = (verifyId: string, code: string) => createHash('sha256').update(`${verifyId}:${code}`).digest('hex');

export interface IssueInput {
  purpose: CodePurpose;
  phone: string;
  userId?: number | null;
  registration?: PendingRegistration;
  /** false: store a code that is never sent (a reset asked for an unknown phone answers like
   * any other, so the answer does not tell whether the phone has an account). */
  send?: boolean;
}

export function createVerificationCodes(db: Database, sms: SmsSender, clock: Clock) {
  async function expiryMinutes(): Promise<number> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'otp_expire_time'));
    const minutes = Number(row?.value);
    return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_EXPIRY_MINUTES;
  }

  /** Counts one try at the live code of `verifyId` and uses it up when `hash` is its code's, in
   * one statement; no row when there is no live code to guess. */
  function guess(verifyId: string, hash: string, purpose: CodePurpose, now: Date) {
    const { id, codeHash: storedHash, usedAt, expiresAt, attempts } = verificationCodes;
    return db.update(verificationCodes).set({
      attempts: sql`${attempts} + 1`,
      usedAt: sql`case when ${storedHash} = ${hash} then ${sql.param(now, usedAt)} else ${usedAt} end`,
    }).where(and(
      eq(id, verifyId), eq(verificationCodes.purpose, purpose), isNull(usedAt), gt(expiresAt, now), lt(attempts, MAX_TRIES),
    )).returning();
  }

  return {
    /** Replaces any live code of the same phone and purpose with a new one and texts it; a
     * change of phone's, any live one of the same account (several accounts may ask for one
     * number: none of them ends another's code). */
    async issue(input: IssueInput): Promise<VerificationRow> {
      const now = clock();
      const minutes = await expiryMinutes();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = crypto.randomUUID();
      const same = input.purpose === 'change-phone' ? eq(verificationCodes.userId, input.userId!) : eq(verificationCodes.phone, input.phone);
      await db.update(verificationCodes).set({ usedAt: now }).where(and(
        same, eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.usedAt),
      ));
      const [row] = await db.insert(verificationCodes).values({
        id, purpose: input.purpose, phone: input.phone, userId: input.userId ?? null, registration: input.registration ?? null,
        codeHash: codeHash(id, code), expiresAt: new Date(now.getTime() + minutes * 60_000), createdAt: now,
      }).returning();
      if (input.send === false) return row;
      try {
        await sms.send(input.phone, `Your Storefront code is ${code}. It expires in ${minutes} minutes.`);
      } catch {
        await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
        throw smsNotSent();
      }
      return row;
    },

    /** The live code row of a verifyId (for a resend), or undefined. */
    async find(verifyId: string): Promise<VerificationRow | undefined> {
      if (!isUuid(verifyId)) return undefined;
      const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, verifyId));
      return row;
    },

    /** Consumes the code when it is right; otherwise explains the refusal. A wrong guess at a
     * live code throws a `WrongGuess`: it used one of the code's tries. */
    async consume(verifyId: string, code: string, purpose: CodePurpose): Promise<VerificationRow> {
      if (!isWellFormedCode(verifyId, code)) throw wrongCode();
      const now = clock();
      const [guessed] = await guess(verifyId, codeHash(verifyId, code), purpose, now);
      if (guessed?.usedAt) return guessed;
      if (guessed) throw new WrongGuess();
      const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, verifyId));
      throw refusalOf(row, purpose, now);
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;

/** `14165550100` → `*******0100`: enough for the customer to recognise the number. */
export const maskPhone = (phone: string): string => phone.replace(/\d(?=\d{4})/g, '*');
