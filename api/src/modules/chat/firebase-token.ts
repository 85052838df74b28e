// Firebase custom tokens for the Firestore chat adapter (docs/chat.md): the web app signs into
// firebase with one (`signInWithCustomToken`), and the Firestore rules read its uid
// `user-<id>` and its claims `{role, user_id}`. Signed RS256 with the service account's key, as
// https://firebase.google.com/docs/auth/admin/create-custom-tokens#create_custom_tokens_using_a_third-party_jwt_library
// describes; with the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) unsigned, which it accepts.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { importPKCS8, SignJWT, UnsecuredJWT } from 'jose';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../http/clock';
import { ApiError } from '../../http/errors';

const AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
/** The longest life firebase accepts for a custom token. */
const LIFETIME_SECONDS = 60 * 60;
/** What firebase-admin names the issuer of its unsigned emulator tokens. */
const EMULATOR_ACCOUNT = 'firebase-auth-emulator@example.com';

export interface ServiceAccount {
  client_email: string;
  private_key: string;
}

export interface FirebaseTokenSettings {
  /** Unsigned tokens for the Auth emulator. */
  emulator: boolean;
  /** A service account key (its JSON, or the path of its file, GOOGLE_APPLICATION_CREDENTIALS). */
  serviceAccount?: ServiceAccount | string;
}

export const firebaseNotConfigured = (): ApiError =>
  new ApiError(400, 'ERROR_400', 'Firebase is not configured on this server.', { firebase: ['Firebase is not configured on this server.'] });

function readServiceAccount(source: ServiceAccount | string | undefined): ServiceAccount | undefined {
  if (source === undefined || typeof source === 'object') return source;
  const parsed = JSON.parse(readFileSync(source, 'utf8')) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key) throw new Error(`${source} is not a service account key (client_email, private_key)`);
  return { client_email: parsed.client_email, private_key: parsed.private_key };
}

export function createFirebaseChatTokens(db: Database, settings: FirebaseTokenSettings | undefined, clock: Clock) {
  const account = settings?.emulator ? undefined : readServiceAccount(settings?.serviceAccount);
  const key = account && importPKCS8(account.private_key, 'RS256');

  return {
    /** A custom token naming the user, with its role; 400 when firebase is not configured. */
    async mint(userId: number): Promise<string> {
      if (!settings?.emulator && !key) throw firebaseNotConfigured();
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const payload = { uid: `user-${userId}`, claims: { role: user?.role === 'staff' ? 'staff' : 'user', user_id: userId } };
      const issuer = account?.client_email ?? EMULATOR_ACCOUNT;
      const jwt = <T extends SignJWT | UnsecuredJWT>(token: T): T => token.setIssuer(issuer).setSubject(issuer).setAudience(AUDIENCE)
        .setIssuedAt(issuedAt).setExpirationTime(issuedAt + LIFETIME_SECONDS) as T;
      if (!key) return jwt(new UnsecuredJWT(payload)).encode();
      return jwt(new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' })).sign(await key);
    },
  };
}

export type FirebaseChatTokens = ReturnType<typeof createFirebaseChatTokens>;
