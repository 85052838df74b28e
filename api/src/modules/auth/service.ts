// Sign-in with e-mail or phone and password, and sign-out. An unknown account and a wrong
// password get the same answer (and cost the same time). Failures are counted twice, separately:
// per account, from any address (guessing one customer's password from many addresses is
// slowed), and per address, whichever accounts it names (spraying one password over many
// accounts is slowed). Both are consulted before any password is checked; a success clears only
// its own account's count.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { ApiError, badRequest, waitOf } from '../../http/errors';
import type { Clock } from '../../http/clock';
import { addressKey } from '../../http/client-address';
import { userResource, type UserResource, type UserRow } from './user-resource';
import { normaliseEmail, normalisePhone } from './account-rules';
import { verifyPassword } from './passwords';
import type { Throttle } from './throttle';
import type { AccessTokens } from './tokens';

export const invalidCredentials = (): ApiError => new ApiError(400, 'ERROR_102', 'Login or password is invalid');

export const tooManyAttempts = (seconds: number): ApiError =>
  new ApiError(400, 'ERROR_429', `Too many attempts. Please wait ${seconds} seconds.`, waitOf(seconds));

export interface LoginInput {
  email?: string;
  phone?: string;
  password: string;
  ip: string;
}

/** Failed sign-ins per account and per address, each with its own policy (throttle.ts). */
export interface LoginThrottles {
  accounts: Throttle;
  addresses: Throttle;
}

const wrongCurrentPassword = (): ApiError => badRequest('old_password', 'The current password is incorrect.', { code: 'wrong_password' });

/** How recent a sign-in proves the owner is here, for an account without a password. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

const signInAgain = (): ApiError => new ApiError(403, 'ERROR_103', 'Sign in again to change this.');

/** The sign-in failures of an account, by the identifier it is named with. */
const accountKey = (email: string | undefined, phone: string | undefined) =>
  `login-account:${email !== undefined ? `email:${email}` : `phone:${phone}`}`;

export function createAuthService(db: Database, tokens: AccessTokens, clock: Clock, throttles: LoginThrottles) {
  return {
    async login(input: LoginInput): Promise<{ access_token: string; token_type: 'Bearer'; user: UserResource }> {
      const email = input.email?.trim() ? normaliseEmail(input.email) : undefined;
      const phone = input.phone?.trim() ? normalisePhone(input.phone) : undefined;
      if (email === undefined && !phone) throw badRequest('email', 'Required', { code: 'required' });
      const account = [accountKey(email, phone)];
      const address = [`login-address:${addressKey(input.ip)}`];

      const wait = Math.max(await throttles.accounts.waitSeconds(account), await throttles.addresses.waitSeconds(address));
      if (wait > 0) throw tooManyAttempts(wait);

      const [user] = await db.select().from(users).where(email !== undefined ? eq(users.email, email) : eq(users.phone, phone!));
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid || !user.active) {
        await Promise.all([throttles.accounts.recordFailure(account), throttles.addresses.recordFailure(address)]);
        throw invalidCredentials();
      }
      await throttles.accounts.clear(account);
      return { access_token: await tokens.issue(user.id), token_type: 'Bearer', user: userResource(user) };
    },

    /**
     * Proves that the customer holding the session is the account's owner before a password,
     * e-mail or phone is changed, so that a stolen session does not become a stolen account: the
     * current password, where the account has one (a wrong one counts as a failed sign-in of the
     * account: the same throttle, so a session cannot be used to guess it); for an account made by
     * a firebase sign-in, which has none, a sign-in within the last RECENT_SIGN_IN_MS.
     */
    async reauthenticate(account: UserRow, signedInAt: Date, password: string | undefined): Promise<void> {
      if (!account.passwordHash) {
        if (clock().getTime() - signedInAt.getTime() > RECENT_SIGN_IN_MS) throw signInAgain();
        return;
      }
      if (!password) throw badRequest('old_password', 'Required', { code: 'required' });
      const key = [accountKey(account.email ?? undefined, account.phone ?? undefined)];
      const wait = await throttles.accounts.waitSeconds(key);
      if (wait > 0) throw tooManyAttempts(wait);
      if (!await verifyPassword(account.passwordHash, password)) {
        await throttles.accounts.recordFailure(key);
        throw wrongCurrentPassword();
      }
      await throttles.accounts.clear(key);
    },

    async logout(tokenId: number): Promise<void> {
      await tokens.revoke(tokenId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
