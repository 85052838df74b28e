// One-time SMS codes: 6 digits from a CSPRNG, stored only as a SHA-256 bound to their verifyId,
// valid for the `otp_expire_time` setting (minutes), single use, and dead after MAX_TRIES
// wrong guesses. Checking and consuming a code is one UPDATE, so two parallel requests can
// never both use it.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings, verificationCodes, type PendingRegistration } from '../../db/schema';
import type { Clock } from '../../http/clock';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/schemas';
import type { SmsSender } from './sms';

export const MAX_TRIES = 5;
const DEFAULT_EXPIRY_MINUTES = 10;

export type CodePurpose = 'register' | 'reset';
export type VerificationRow = typeof verificationCodes.$inferSelect;

const field = (name: string, message: string) => ({ [name]: [message] });
export const wrongCode = () => new ApiError(400, 'ERROR_201', 'Wrong verification code', field('verifyCode', 'Wrong verification code'));
const tooManyTries = () => new ApiError(400, 'ERROR_202', 'Too many wrong codes. Please, request a new code.',
  field('verifyCode', 'Too many wrong codes. Please, request a new code.'));
const expired = () => new ApiError(400, 'ERROR_203', 'The code has expired. Please, request a new code.',
  field('verifyCode', 'The code has expired. Please, request a new code.'));
export const smsNotSent = () => new ApiError(400, 'ERROR_400', 'Sms not sent!', field('phone', 'Sms not sent!'));

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

  return {
    /** Replaces any live code of the same phone and purpose with a new one and texts it. */
    async issue(input: IssueInput): Promise<VerificationRow> {
      const now = clock();
      const minutes = await expiryMinutes();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = crypto.randomUUID();
      await db.update(verificationCodes).set({ usedAt: now }).where(and(
        eq(verificationCodes.phone, input.phone), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.usedAt),
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

    /** Consumes the code when it is right; otherwise counts the try and explains the refusal. */
    async consume(verifyId: string, code: string, purpose: CodePurpose): Promise<VerificationRow> {
      if (!isUuid(verifyId) || !/^\d{6}$/.test(code)) throw wrongCode();
      const now = clock();
      const [used] = await db.update(verificationCodes).set({ usedAt: now }).where(and(
        eq(verificationCodes.id, verifyId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.codeHash, codeHash(verifyId, code)),
        isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now), lt(verificationCodes.attempts, MAX_TRIES),
      )).returning();
      if (used) return used;
      const [tried] = await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(and(
        eq(verificationCodes.id, verifyId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt),
      )).returning();
      if (!tried) throw wrongCode();
      if (tried.expiresAt <= now) throw expired();
      if (tried.attempts > MAX_TRIES) throw tooManyTries();
      throw wrongCode();
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;

/** `14165550100` → `*******0100`: enough for the customer to recognise the number. */
export const maskPhone = (phone: string): string => phone.replace(/\d(?=\d{4})/g, '*');
