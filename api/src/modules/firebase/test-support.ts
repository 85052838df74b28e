// Test support for firebase sign-in: a local RSA key with a self-signed X.509 certificate
// (built here with node:crypto, so no private key is committed and no test reaches Google),
// the certificate endpoint that serves it, and ID tokens signed with it.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { FetchCertificates } from './verifier';

// --- a minimal DER writer: just what a certificate needs ---
function der(tag: number, content: Buffer): Buffer {
  const { length } = content;
  const size = length < 0x80 ? Buffer.from([length])
    : length < 0x100 ? Buffer.from([0x81, length])
      : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), size, content]);
}
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
/** A positive DER INTEGER, minimal as DER requires: OpenSSL refuses a certificate whose serial
 * starts with a needless zero byte (a random serial did, one time in ~500, and the certificate
 * was left out: "unknown key id", "Invalid firebase token"). */
function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return der(0x02, minimal[0] & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const bitString = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const SHA256_WITH_RSA = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
const COMMON_NAME = Buffer.from('0603550403', 'hex');
const name = (cn: string) => sequence(set(sequence(COMMON_NAME, utf8(cn))));

/** A self-signed X.509 v3 certificate of `publicKey`, in PEM. */
export function selfSignedCertificate(publicKey: KeyObject, privateKey: KeyObject, commonName = 'securetoken.test', serial = randomBytes(8)): string {
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // v3
    integer(serial),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 30 * 86_400_000))),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, SHA256_WITH_RSA, bitString(sign('sha256', tbs, privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g)!.join('\n');
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`;
}

export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  certificate: string;
}

export function createTestKey(kid = `test-${randomBytes(4).toString('hex')}`): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, certificate: selfSignedCertificate(publicKey, privateKey) };
}

/** Google's certificate endpoint, serving `keys` (kid → PEM) with Cache-Control max-age; counts
 * its fetches. */
export function certificateEndpoint(keys: TestKey[], maxAge = 3600) {
  const served = { fetches: 0 };
  const fetch: FetchCertificates = async () => {
    served.fetches += 1;
    const body = Object.fromEntries(keys.map((key) => [key.kid, key.certificate]));
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${maxAge}, must-revalidate, no-transform` },
    });
  };
  return Object.assign(served, { fetch });
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims of a valid ID token of `projectId` at `now`, with `overrides` (undefined removes). */
export function idTokenClaims(projectId: string, now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const seconds = Math.floor(now.getTime() / 1000);
  const claims: Record<string, unknown> = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: seconds - 60,
    user_id: 'uid-1',
    sub: 'uid-1',
    iat: seconds - 10,
    exp: seconds + 3590,
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    picture: 'https://lh3.googleusercontent.com/a/ada.png',
    firebase: { identities: { 'google.com': ['1234'], email: ['ada@example.com'] }, sign_in_provider: 'google.com' },
    ...overrides,
  };
  if (overrides.sub !== undefined && !('user_id' in overrides)) claims.user_id = overrides.sub;
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete claims[key];
  return claims;
}

/** An RS256 token signed with `key` (header overrides allowed, e.g. another kid). */
export function signIdToken(key: TestKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const signed = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${part(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key.privateKey).toString('base64url')}`;
}

/** A token shaped as the Auth emulator's: alg none, empty signature. */
export const unsignedIdToken = (claims: Record<string, unknown>): string =>
  `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
