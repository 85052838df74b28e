// Firebase custom tokens for the Firestore chat adapter (docs/chat.md): the web app signs into
// firebase with one (`signInWithCustomToken`), and the Firestore rules read its uid `user-<id>`
// and its claim `role` (not `user_id`: Firebase's ID tokens set that one to the uid); a staff
// token also carries `staff_until`, the end of its staff lease (below). Signed
// RS256 with the service account's key, as
// https://firebase.google.com/docs/auth/admin/create-custom-tokens#create_custom_tokens_using_a_third-party_jwt_library
// describes; with the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) unsigned, which it accepts.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { importPKCS8, SignJWT, UnsecuredJWT } from 'jose';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { ApiError, onField } from '../../http/errors';

const AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
/** The longest life firebase accepts for a custom token. */
const LIFETIME_SECONDS = 60 * 60;
/**
 * How long a staff token's staff access lasts (claim `staff_until`, epoch seconds), which
 * firestore.rules compares with the request's time. Firebase keeps a custom token's claims for its
 * whole session, refreshing ID tokens with the same ones, so a role claim alone would outlive a
 * demotion; with the lease, staff access ends at most this long after the role is taken away. The
 * staff inbox mints a new token (the role read again) every half lease while it is open.
 */
export const STAFF_LEASE_SECONDS = 10 * 60;
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
  new ApiError(400, 'ERROR_400', 'Firebase is not configured on this server.',
    onField('firebase', 'Firebase is not configured on this server.', { code: 'not_configured' }));

function readServiceAccount(source: ServiceAccount | string | undefined): ServiceAccount | undefined {
  if (source === undefined || typeof source === 'object') return source;
  const parsed = JSON.parse(readFileSync(source, 'utf8')) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key) throw new Error(`${source} is not a service account key (client_email, private_key)`);
  return { client_email: parsed.client_email, private_key: parsed.private_key };
}

/** The claims of the role the account has now: staff's with the end of their lease. */
function claimsOf(role: string | undefined, issuedAt: number) {
  return role === 'staff' ? { role: 'staff', staff_until: issuedAt + STAFF_LEASE_SECONDS } : { role: 'user' };
}

export function createFirebaseChatTokens(db: Database, settings: FirebaseTokenSettings | undefined, clock: Clock) {
  const account = settings?.emulator ? undefined : readServiceAccount(settings?.serviceAccount);
  const key = account && importPKCS8(account.private_key, 'RS256');

  return {
    /** A custom token naming the user, with the role it has in the database now (never one a
     * session or an earlier token remembers); 400 when firebase is not configured. */
    async mint(userId: number): Promise<string> {
      if (!settings?.emulator && !key) throw firebaseNotConfigured();
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const payload = { uid: `user-${userId}`, claims: claimsOf(user?.role, issuedAt) };
      const issuer = account?.client_email ?? EMULATOR_ACCOUNT;
      const jwt = <T extends SignJWT | UnsecuredJWT>(token: T): T => token.setIssuer(issuer).setSubject(issuer).setAudience(AUDIENCE)
        .setIssuedAt(issuedAt).setExpirationTime(issuedAt + LIFETIME_SECONDS) as T;
      if (!key) return jwt(new UnsecuredJWT(payload)).encode();
      return jwt(new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' })).sign(await key);
    },
  };
}

export type FirebaseChatTokens = ReturnType<typeof createFirebaseChatTokens>;
