// Sending SMS codes and checking them, throttled: codes sent are counted per phone and per IP
// before one goes out; wrong guesses are counted per IP and per phone (over all its codes), and
// consulted before a code is even looked at. Sign-up, password reset and the profile's change of
// phone all go through here, so every code has the same limits.
import { addressKey } from '../../http/client-address';
import type { CodeSent } from './schemas';
import { tooManyAttempts } from './service';
import type { Throttle } from './throttle';
import { isWellFormedCode, maskPhone, WrongGuess, type CodePurpose, type IssueInput, type VerificationCodes, type VerificationRow } from './verification';

export interface CodeExchangeDeps {
  codes: VerificationCodes;
  /** Codes sent, per phone and per IP (SEND_POLICY). */
  sends: Throttle;
  /** Wrong codes, per IP and per phone (THROTTLE_POLICY). */
  guesses: Throttle;
}

export function createCodeExchange({ codes, sends, guesses }: CodeExchangeDeps) {
  async function refuseWhileThrottled(keys: string[]): Promise<void> {
    const wait = await guesses.waitSeconds(keys);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  /** The guess budget of the phone a code was sent to, kept over all of that phone's codes so
   * that asking for a new code brings no new guesses. None for what cannot be a code or names
   * no code: that stays a plain wrong code. */
  async function phoneBudget(verifyId: string, code: string): Promise<string[]> {
    if (!isWellFormedCode(verifyId, code)) return [];
    const row = await codes.find(verifyId);
    return row ? [`verify-phone:${row.phone}`] : [];
  }

  return {
    /** Sends a code unless the phone or the address has asked for too many lately (400
     * ERROR_429, nothing sent); an SMS that cannot be sent → 400 "Sms not sent!". */
    async send(ip: string, input: IssueInput): Promise<CodeSent> {
      const keys = [`send-phone:${input.phone}`, `send-ip:${addressKey(ip)}`];
      const wait = await sends.waitSeconds(keys);
      if (wait > 0) throw tooManyAttempts(wait);
      await sends.recordFailure(keys);
      const row = await codes.issue(input);
      return { verifyId: row.id, phone: maskPhone(row.phone), message: '' };
    },

    /** Checks a code, throttling wrong guesses per IP and per phone before the code is even
     * looked at. Every refusal counts against the IP; only a guess checked against a live code
     * counts against the phone, so nobody spends a phone's budget with codes that are dead. */
    async consume(ip: string, verifyIdInput: string, codeInput: string, purpose: CodePurpose): Promise<VerificationRow> {
      const [verifyId, code] = [verifyIdInput.trim(), codeInput.trim()];
      const ipKeys = [`verify-ip:${addressKey(ip)}`];
      await refuseWhileThrottled(ipKeys);
      const phoneKeys = await phoneBudget(verifyId, code);
      await refuseWhileThrottled(phoneKeys);
      try {
        const row = await codes.consume(verifyId, code, purpose);
        await Promise.all([guesses.clear([...ipKeys, ...phoneKeys]), sends.clear([`send-phone:${row.phone}`])]);
        return row;
      } catch (error) {
        await guesses.recordFailure(error instanceof WrongGuess ? [...ipKeys, ...phoneKeys] : ipKeys);
        throw error;
      }
    },
  };
}

export type CodeExchange = ReturnType<typeof createCodeExchange>;
