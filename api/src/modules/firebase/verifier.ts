// Verifies Firebase ID tokens with jose, as Firebase documents for a third-party JWT library:
// RS256 signed by one of Google's "securetoken" certificates (fetched, cached for the response's
// Cache-Control max-age), `aud` = the project id, `iss` = https://securetoken.google.com/<project
// id>, `exp` in the future, `iat` and `auth_time` not in the future (a few seconds of skew), `sub`
// = the firebase uid (1..128 characters).
//
// Emulator mode (FIREBASE_AUTH_EMULATOR_HOST set) also accepts the Auth emulator's unsigned
// tokens (alg "none", empty signature); every claim is still checked. It is never on otherwise.
import {
  decodeProtectedHeader, errors, importX509, jwtVerify, UnsecuredJWT,
  type CryptoKey, type JWTPayload, type JWTVerifyOptions, type ProtectedHeaderParameters,
} from 'jose';
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

/** Seconds a clock may be behind the token issuer's (`iat`, `auth_time`; `exp` has none). */
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

/** jose's refusals as FirebaseTokenError (a claim's by its name); anything else, e.g. a failed
 * certificate fetch, as it is. */
function asRefusal(error: unknown): unknown {
  if (!(error instanceof errors.JOSEError)) return error;
  if (error instanceof errors.JWSSignatureVerificationFailed) return new FirebaseTokenError('bad signature');
  const { claim } = error as Partial<errors.JWTClaimValidationFailed>;
  const reasons: Record<string, string> = { aud: 'wrong audience', iss: 'wrong issuer', exp: 'expired' };
  return new FirebaseTokenError(claim ? `${reasons[claim] ?? 'invalid'} (${claim})` : `malformed token (${error.message})`);
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
  let cached: { keys: Map<string, CryptoKey>; expiresAt: number } | undefined;
  let loading: Promise<Map<string, CryptoKey>> | undefined;

  async function load(): Promise<Map<string, CryptoKey>> {
    const response = await fetchCertificates(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Fetching the firebase certificates failed: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('The firebase certificates are not a JSON object');
    // An unreadable certificate, or one of another key type, is left out: tokens naming it are
    // refused as unknown.
    const keys = new Map<string, CryptoKey>();
    for (const [kid, pem] of Object.entries(body)) {
      const key = typeof pem === 'string' ? await importX509(pem, 'RS256').catch(() => undefined) : undefined;
      if (key) keys.set(kid, key);
    }
    cached = { keys, expiresAt: clock().getTime() + maxAgeSeconds(response.headers.get('cache-control')) * 1000 };
    return keys;
  }

  return {
    /** The key a token's header names (jose's key resolver). */
    async key({ kid }: ProtectedHeaderParameters): Promise<CryptoKey> {
      if (typeof kid !== 'string' || !kid) refuse('no key id (kid)');
      const fresh = cached && cached.expiresAt > clock().getTime() ? cached.keys : undefined;
      const keys = fresh ?? await (loading ??= load().finally(() => { loading = undefined; }));
      return keys.get(kid) ?? refuse('unknown key id (kid)');
    },
  };
}

/** The claims jose leaves to its caller: an audience that is the project id itself (jose also
 * takes a list holding it), `iat` and `auth_time`, `sub`, the sign-in provider. */
function identityOf(payload: JWTPayload, projectId: string, now: number): FirebaseIdentity {
  const { aud, iat, auth_time: authTime, sub } = payload;
  if (aud !== projectId) refuse('wrong audience (aud)');
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

/** The token's header; its algorithm decides how it is verified. */
function headerOf(idToken: string): ProtectedHeaderParameters {
  if (typeof idToken !== 'string' || idToken.length > MAX_TOKEN_LENGTH) refuse('malformed token');
  try {
    return decodeProtectedHeader(idToken);
  } catch {
    refuse('malformed token');
  }
}

export function createFirebaseTokenVerifier(options: FirebaseVerifierOptions): FirebaseTokenVerifier {
  const { projectId, emulator = false } = options;
  const clock = options.clock ?? systemClock;
  const certificates = createCertificateStore(
    options.fetch ?? ((url, init) => fetch(url, init)), options.certificatesUrl ?? GOOGLE_CERTIFICATES_URL, clock,
  );

  /** The payload of a token whose signature (or emulator mode), issuer, audience and expiry hold. */
  async function verifiedPayload(idToken: string, now: Date): Promise<JWTPayload> {
    const { alg } = headerOf(idToken);
    const claims: JWTVerifyOptions = { issuer: `https://securetoken.google.com/${projectId}`, audience: projectId, requiredClaims: ['exp'], currentDate: now };
    if (alg === 'none') {
      if (!emulator) refuse('unsigned token (alg none) outside emulator mode');
      if (!idToken.endsWith('.')) refuse('unsigned token with a signature');
      return UnsecuredJWT.decode(idToken, claims).payload;
    }
    if (alg !== 'RS256') refuse(`algorithm ${String(alg)} is not RS256`);
    return (await jwtVerify(idToken, certificates.key, { ...claims, algorithms: ['RS256'] })).payload;
  }

  return {
    async verify(idToken) {
      const now = clock();
      try {
        return identityOf(await verifiedPayload(idToken, now), projectId, now.getTime() / 1000);
      } catch (error) {
        throw asRefusal(error);
      }
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
