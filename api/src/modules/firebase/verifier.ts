// Verifies Firebase ID tokens with node:crypto only, as Firebase documents it
// (https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library):
// RS256 signed by one of Google's "securetoken" certificates (fetched, cached for the
// response's Cache-Control max-age), `aud` = the project id, `iss` =
// https://securetoken.google.com/<project id>, `exp` in the future, `iat` and `auth_time` not in
// the future, `sub` = the firebase uid (1..128 characters).
//
// Emulator mode (FIREBASE_AUTH_EMULATOR_HOST set) also accepts the Auth emulator's unsigned
// tokens (alg "none", empty signature); every claim is still checked. It is never on otherwise.
import { KeyObject, X509Certificate, verify as verifySignature } from 'node:crypto';
import { systemClock, type Clock } from '../../http/clock';

/** Who a verified token names: the claims sign-in uses. */
export interface FirebaseIdentity {
  /** `sub`: the firebase user id. */
  uid: string;
  email: string | null;
  /** `email_verified`: true only when the provider proved the address. */
  emailVerified: boolean;
  /** `phone_number` (E.164, proved by SMS). */
  phoneNumber: string | null;
  name: string | null;
  picture: string | null;
  /** `firebase.sign_in_provider`: google.com, facebook.com, apple.com, phone, password, ... */
  signInProvider: string;
}

/** The port: turns an ID token into the identity it proves, or throws `FirebaseTokenError`. */
export interface FirebaseTokenVerifier {
  verify(idToken: string): Promise<FirebaseIdentity>;
}

/** A refused token; the message says why (for logs and tests, never shown to the client). */
export class FirebaseTokenError extends Error {
  override name = 'FirebaseTokenError';
}

export const GOOGLE_CERTIFICATES_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Seconds a clock may be behind the token issuer's. */
export const CLOCK_SKEW_SECONDS = 5;
/** Real ID tokens are about 1 KB; anything much larger is refused before parsing. */
const MAX_TOKEN_LENGTH = 8192;
const FETCH_TIMEOUT_MS = 10_000;

export type FetchCertificates = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export interface FirebaseVerifierOptions {
  /** The firebase project id: the tokens' audience. */
  projectId: string;
  /** Accept the Auth emulator's unsigned tokens (only when FIREBASE_AUTH_EMULATOR_HOST is set). */
  emulator?: boolean;
  clock?: Clock;
  /** How the certificates are fetched (tests serve their own). */
  fetch?: FetchCertificates;
  certificatesUrl?: string;
}

function refuse(reason: string): never {
  throw new FirebaseTokenError(reason);
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJsonPart(part: string, what: string): Record<string, unknown> {
  if (!part || !BASE64URL.test(part)) refuse(`malformed ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    refuse(`malformed ${what}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(`malformed ${what}`);
  return value as Record<string, unknown>;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optionalString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Parses `Cache-Control: ... max-age=N ...` into seconds (0 when absent). */
export function maxAgeSeconds(cacheControl: string | null): number {
  const match = cacheControl ? /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl) : null;
  return match ? Number(match[1]) : 0;
}

/** Google's certificates by key id, fetched when the cached copy has expired. Concurrent
 * verifications share one fetch; a failed fetch is not cached. */
function createCertificateStore(fetchCertificates: FetchCertificates, url: string, clock: Clock) {
  let cached: { keys: Map<string, KeyObject>; expiresAt: number } | undefined;
  let loading: Promise<Map<string, KeyObject>> | undefined;

  async function load(): Promise<Map<string, KeyObject>> {
    const response = await fetchCertificates(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Fetching the firebase certificates failed: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('The firebase certificates are not a JSON object');
    const keys = new Map<string, KeyObject>();
    for (const [kid, pem] of Object.entries(body)) {
      if (typeof pem !== 'string') continue;
      try {
        keys.set(kid, new X509Certificate(pem).publicKey);
      } catch {
        // An unreadable certificate is left out: tokens naming it are refused as unknown.
      }
    }
    cached = { keys, expiresAt: clock().getTime() + maxAgeSeconds(response.headers.get('cache-control')) * 1000 };
    return keys;
  }

  return {
    async key(kid: string): Promise<KeyObject | undefined> {
      const fresh = cached && cached.expiresAt > clock().getTime() ? cached.keys : undefined;
      const keys = fresh ?? await (loading ??= load().finally(() => { loading = undefined; }));
      return keys.get(kid);
    },
  };
}

export function createFirebaseTokenVerifier(options: FirebaseVerifierOptions): FirebaseTokenVerifier {
  const { projectId, emulator = false } = options;
  const clock = options.clock ?? systemClock;
  const issuer = `https://securetoken.google.com/${projectId}`;
  const certificates = createCertificateStore(
    options.fetch ?? ((url, init) => fetch(url, init)), options.certificatesUrl ?? GOOGLE_CERTIFICATES_URL, clock,
  );

  function checkClaims(payload: Record<string, unknown>): FirebaseIdentity {
    const now = clock().getTime() / 1000;
    if (payload.aud !== projectId) refuse('wrong audience (aud)');
    if (payload.iss !== issuer) refuse('wrong issuer (iss)');
    const { exp, iat, auth_time: authTime, sub } = payload;
    if (!isNumber(exp) || exp <= now) refuse('expired (exp)');
    if (!isNumber(iat) || iat > now + CLOCK_SKEW_SECONDS) refuse('issued in the future (iat)');
    if (!isNumber(authTime) || authTime > now + CLOCK_SKEW_SECONDS) refuse('authenticated in the future (auth_time)');
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) refuse('no valid subject (sub)');
    const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
    const signInProvider = typeof firebase === 'object' && firebase !== null ? firebase.sign_in_provider : undefined;
    if (typeof signInProvider !== 'string' || !signInProvider) refuse('no sign-in provider (firebase.sign_in_provider)');
    return {
      uid: sub,
      email: optionalString(payload.email),
      emailVerified: payload.email_verified === true,
      phoneNumber: optionalString(payload.phone_number),
      name: optionalString(payload.name),
      picture: optionalString(payload.picture),
      signInProvider,
    };
  }

  return {
    async verify(idToken) {
      if (typeof idToken !== 'string' || idToken.length > MAX_TOKEN_LENGTH) refuse('malformed token');
      const parts = idToken.split('.');
      if (parts.length !== 3) refuse('malformed token');
      const [headerPart, payloadPart, signaturePart] = parts;
      const header = decodeJsonPart(headerPart, 'header');
      const payload = decodeJsonPart(payloadPart, 'payload');
      if (!BASE64URL.test(signaturePart)) refuse('malformed signature');

      const unsigned = header.alg === 'none';
      if (unsigned) {
        if (!emulator) refuse('unsigned token (alg none) outside emulator mode');
        if (signaturePart !== '') refuse('unsigned token with a signature');
      } else if (header.alg !== 'RS256') {
        refuse(`algorithm ${String(header.alg)} is not RS256`);
      }
      // The claims first: a token for another project costs no certificate fetch.
      const identity = checkClaims(payload);
      if (!unsigned) {
        if (typeof header.kid !== 'string' || !header.kid) refuse('no key id (kid)');
        const key = await certificates.key(header.kid);
        if (!key) refuse('unknown key id (kid)');
        if (key.asymmetricKeyType !== 'rsa') refuse('the key is not an RSA key');
        const signed = Buffer.from(`${headerPart}.${payloadPart}`);
        if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) refuse('bad signature');
      }
      return identity;
    },
  };
}

/** The routes' providers and the `firebase.sign_in_provider` each expects. */
export const SIGN_IN_PROVIDERS = {
  google: 'google.com',
  facebook: 'facebook.com',
  apple: 'apple.com',
  phone: 'phone',
} as const;

export type FirebaseProvider = keyof typeof SIGN_IN_PROVIDERS;

export const isFirebaseProvider = (value: string): value is FirebaseProvider =>
  Object.prototype.hasOwnProperty.call(SIGN_IN_PROVIDERS, value);

/** Refuses a token whose sign-in provider is not the one of the route it was posted to. */
export function checkSignInProvider(identity: FirebaseIdentity, provider: FirebaseProvider): void {
  if (identity.signInProvider !== SIGN_IN_PROVIDERS[provider]) {
    refuse(`signed in with ${identity.signInProvider}, posted to the ${provider} callback`);
  }
}

/** Firebase settings of the app (see config.ts). */
export interface FirebaseSettings {
  /** FIREBASE_PROJECT_ID; without it firebase sign-in is not configured. */
  projectId: string | undefined;
  /** True when FIREBASE_AUTH_EMULATOR_HOST is set. */
  emulator: boolean;
  /** How Google's certificates are fetched (tests serve their own). */
  fetch?: FetchCertificates;
  /** The service account key that signs custom tokens (the Firestore chat, modules/chat/firebase-token.ts): its
   * JSON or the path of its file, GOOGLE_APPLICATION_CREDENTIALS; without it (and the emulator) none are made. */
  serviceAccount?: { client_email: string; private_key: string } | string;
}

/** The verifier of the app's settings, or undefined when firebase sign-in is not configured.
 * A ready verifier (tests) is taken as it is. */
export function firebaseVerifierFor(
  settings: FirebaseSettings | { verifier: FirebaseTokenVerifier } | undefined, clock: Clock,
): FirebaseTokenVerifier | undefined {
  if (!settings) return undefined;
  if ('verifier' in settings) return settings.verifier;
  if (!settings.projectId) return undefined;
  return createFirebaseTokenVerifier({ projectId: settings.projectId, emulator: settings.emulator, fetch: settings.fetch, clock });
}
