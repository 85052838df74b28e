// Proving the new phone of a signed-in account (`POST /dashboard/user/profile/phone/verify`, and
// `.../phone/resend`): the number the customer asked for waits in `pending_phone`, trusted by
// nothing, and a code goes to it through the sign-up's code exchange (the same send and guess
// throttles). The code is for the account it was sent for alone, signed in: whoever merely
// receives it (the owner of a number someone else typed into their account) cannot hand that
// account their number. Entering it moves the number to the account's `phone`, proven; an
// account that held it without proof loses it, and one that has proven it keeps it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { ACCOUNT_MESSAGES } from './account-rules';
import type { CodeExchange } from './code-exchange';
import type { CodeSent } from './schemas';
import { proveIdentifier, type Refusal } from './identifier-owners';
import type { UserRow } from './user-resource';
import type { VerificationCodes } from './verification';

export interface PhoneVerificationDeps {
  db: Database;
  codes: Pick<VerificationCodes, 'find'>;
  exchange: CodeExchange;
  clock: Clock;
}

const phoneTaken = () => badRequest('phone', ACCOUNT_MESSAGES.phoneTaken, { code: 'taken' });

export function createPhoneVerifications({ db, codes, exchange, clock }: PhoneVerificationDeps) {
  const sendFor = (userId: number, phone: string, ip: string) => exchange.send(ip, { purpose: 'change-phone', phone, userId });

  /** 404 unless `verifyId` names no code, or one sent for `userId`: another account's code is
   * neither checked nor spent. */
  async function refuseOtherAccounts(verifyId: string, userId: number): Promise<void> {
    const row = await codes.find(verifyId.trim());
    if (row?.purpose === 'change-phone' && row.userId !== userId) throw notFound();
  }

  /** Moves `phone` to the account, proven: 400 on `phone` when another account has proven it,
   * 404 when the account no longer asks for it. */
  async function prove(userId: number, phone: string): Promise<UserRow> {
    let proof: UserRow | Refusal;
    try {
      proof = await db.transaction((tx) => proveIdentifier(tx, 'phone', userId, phone, clock()));
    } catch (error) {
      // Another account proved the number in the same moment: the unique index decided.
      if (isUniqueViolation(error, 'users_phone_unique')) throw phoneTaken();
      throw error;
    }
    if (proof === 'taken') throw phoneTaken();
    if (proof === 'not-asked') throw notFound();
    return proof;
  }

  return {
    /** Texts a code for the number `userId` is about to ask for: called before the change is
     * saved, so a refusal (the sending throttle, an SMS that could not be sent) changes nothing. */
    async sendForPending(userId: number, phone: string, ip: string): Promise<CodeSent> {
      return sendFor(userId, phone, ip);
    },

    /** A new code for the number the signed-in account asks for (the old code stops working);
     * 404 when it asks for none. */
    async resend(userId: number, ip: string): Promise<CodeSent> {
      const [account] = await db.select({ pendingPhone: users.pendingPhone }).from(users).where(eq(users.id, userId));
      if (!account?.pendingPhone) throw notFound();
      return sendFor(userId, account.pendingPhone, ip);
    },

    /** Proves the number of a code sent for the signed-in account `userId` (the code is used up)
     * and answers the account. Another account's code → 404, unchecked; a wrong, used or
     * expired code → 400 as for a sign-up; a number the account no longer asks for → 404; one
     * another account has proven meanwhile → 400 "The phone has already been taken.". */
    async verify(userId: number, verifyId: string, code: string, ip: string): Promise<UserRow> {
      await refuseOtherAccounts(verifyId, userId);
      const row = await exchange.consume(ip, verifyId, code, 'change-phone');
      return prove(userId, row.phone);
    },
  };
}

export type PhoneVerifications = ReturnType<typeof createPhoneVerifications>;
