// Sign-in with e-mail or phone and password, and sign-out. An unknown account and a wrong
// password get the same answer (and cost the same time); failures are throttled per IP and per
// IP + account, and the throttle is consulted before any password is checked.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { userResource, type UserResource } from '../profile/service';
import { normaliseEmail, normalisePhone } from './account-rules';
import { verifyPassword } from './passwords';
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

export function createAuthService(db: Database, tokens: AccessTokens, throttle: Throttle) {
  return {
    async login(input: LoginInput): Promise<{ access_token: string; token_type: 'Bearer'; user: UserResource }> {
      const email = input.email?.trim() ? normaliseEmail(input.email) : undefined;
      const phone = input.phone?.trim() ? normalisePhone(input.phone) : undefined;
      if (email === undefined && !phone) throw badRequest('email', 'Required');
      const account = email !== undefined ? `email:${email}` : `phone:${phone}`;
      const keys = [`ip:${input.ip}`, `ip-account:${input.ip}|${account}`];

      const wait = await throttle.waitSeconds(keys);
      if (wait > 0) throw tooManyAttempts(wait);

      const [user] = await db.select().from(users).where(email !== undefined ? eq(users.email, email) : eq(users.phone, phone!));
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid || !user.active) {
        await throttle.recordFailure(keys);
        throw invalidCredentials();
      }
      await throttle.clear(keys);
      return { access_token: await tokens.issue(user.id), token_type: 'Bearer', user: userResource(user) };
    },

    async logout(tokenId: number): Promise<void> {
      await tokens.revoke(tokenId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
