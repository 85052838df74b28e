// Firebase Cloud Messaging tokens of the signed-in user's devices (push notifications): each
// (user, token) pair is kept once, however often a device reports it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { userFirebaseTokens } from './tables';

/** FCM registration tokens are about 160 characters; anything longer than this is not one. */
export const FIREBASE_TOKEN_MAX = 4096;

export const FIREBASE_TOKEN_MESSAGES = {
  blank: 'The firebase token field is required.',
  tooLong: `The firebase token may not be greater than ${FIREBASE_TOKEN_MAX} characters.`,
} as const;

export function createFirebaseTokens(db: Database) {
  return {
    async add(userId: number, firebaseToken: string): Promise<void> {
      const token = firebaseToken.trim();
      if (!token) throw badRequest('firebase_token', FIREBASE_TOKEN_MESSAGES.blank, { code: 'required' });
      if (token.length > FIREBASE_TOKEN_MAX) throw badRequest('firebase_token', FIREBASE_TOKEN_MESSAGES.tooLong, { code: 'too_long', max: FIREBASE_TOKEN_MAX });
      await db.insert(userFirebaseTokens).values({ userId, token }).onConflictDoNothing();
    },

    /** Forgets a device's token (at logout: the device no longer receives this user's pushes). */
    async remove(userId: number, firebaseToken: string): Promise<void> {
      await db.delete(userFirebaseTokens)
        .where(and(eq(userFirebaseTokens.userId, userId), eq(userFirebaseTokens.token, firebaseToken.trim())));
    },
  };
}

export type FirebaseTokens = ReturnType<typeof createFirebaseTokens>;
