// Sign-in with e-mail or phone and password, and sign-out. An unknown account and a wrong
// password get the same answer (and cost the same time). Failures are counted twice, separately:
// per account, from any address (guessing one customer's password from many addresses is
// slowed), and per address, whichever accounts it names (spraying one password over many
// accounts is slowed). Both are consulted before any password is checked; a success clears only
// its own account's count.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { userResource, type UserResource } from '../profile/service';
import { normaliseEmail, normalisePhone } from './account-rules';
import { verifyPassword } from './passwords';
import { addressKey } from '../../http/client-address';
import type { Throttle } from './throttle';
import type { AccessTokens } from './tokens';

export const invalidCredentials = (): ApiError => new ApiError(400, 'ERROR_102', 'Login or password is invalid');

export const tooManyAttempts = (seconds: number): ApiError =>
  new ApiError(400, 'ERROR_429', `Too many attempts. Please wait ${seconds} seconds.`, { retry_after: [String(seconds)] });

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

export function createAuthService(db: Database, tokens: AccessTokens, throttles: LoginThrottles) {
  return {
    async login(input: LoginInput): Promise<{ access_token: string; token_type: 'Bearer'; user: UserResource }> {
      const email = input.email?.trim() ? normaliseEmail(input.email) : undefined;
      const phone = input.phone?.trim() ? normalisePhone(input.phone) : undefined;
      if (email === undefined && !phone) throw badRequest('email', 'Required');
      const account = [`login-account:${email !== undefined ? `email:${email}` : `phone:${phone}`}`];
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

    async logout(tokenId: number): Promise<void> {
      await tokens.revoke(tokenId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
