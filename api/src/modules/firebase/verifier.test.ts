import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fakeClock } from '../../testing/test-app';
import {
  certificateEndpoint, createTestKey, idTokenClaims, selfSignedCertificate, signIdToken, unsignedIdToken,
} from './test-support';
import {
  checkSignInProvider, createFirebaseTokenVerifier, FirebaseTokenError, maxAgeSeconds, type FirebaseIdentity,
} from './verifier';

const PROJECT = 'storefront-test';
const start = new Date('2030-03-01T10:00:00Z');
const key = createTestKey('key-1');
const otherKey = createTestKey('key-2');

function setup(options: { emulator?: boolean; maxAge?: number } = {}) {
  const clock = fakeClock(start);
  const endpoint = certificateEndpoint([key], options.maxAge);
  const verifier = createFirebaseTokenVerifier({ projectId: PROJECT, emulator: options.emulator, clock, fetch: endpoint.fetch });
  return { clock, endpoint, verifier };
}

const claims = (overrides: Record<string, unknown> = {}) => idTokenClaims(PROJECT, start, overrides);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(FirebaseTokenError);
  return (error as Error).message;
}

describe('the test certificate', () => {
  it('is a real X.509 certificate of the test key', () => {
    const certificate = new X509Certificate(key.certificate);
    expect(certificate.publicKey.asymmetricKeyType).toBe('rsa');
    expect(certificate.subject).toContain('securetoken.test');
  });

  it('is readable whatever its random serial: one starting with zero bytes is written minimal', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    for (const serial of ['0001020304050607', '00007f0102030405', '0080010203040506', '8001020304050607']) {
      const certificate = new X509Certificate(selfSignedCertificate(publicKey, privateKey, 'securetoken.test', Buffer.from(serial, 'hex')));
      expect(certificate.serialNumber.replace(/^0+/, '')).toBe(serial.replace(/^0+/, '').toUpperCase());
    }
  });
});

describe('firebase ID token verifier', () => {
  it('accepts a token signed by a Google certificate, with the claims sign-in uses', async () => {
    const { verifier } = setup();
    const identity = await verifier.verify(signIdToken(key, claims({ phone_number: '+14165550123' })));
    expect(identity).toEqual<FirebaseIdentity>({
      uid: 'uid-1', email: 'ada@example.com', emailVerified: true, phoneNumber: '+14165550123', name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada.png', signInProvider: 'google.com',
    });
  });

  it('reads email_verified as true only when it is the boolean true', async () => {
    const { verifier } = setup();
    for (const value of [false, 'true', 1, undefined]) {
      expect((await verifier.verify(signIdToken(key, claims({ email_verified: value })))).emailVerified).toBe(false);
    }
  });

  it.each([
    ['a wrong audience', { aud: 'another-project' }, /audience/],
    ['no audience', { aud: undefined }, /audience/],
    ['an audience list', { aud: [PROJECT] }, /audience/],
    ['a wrong issuer', { iss: 'https://securetoken.google.com/another-project' }, /issuer/],
    ['an issuer of another service', { iss: 'https://accounts.google.com' }, /issuer/],
    ['an expired token', { exp: start.getTime() / 1000 - 1 }, /expired/],
    ['a token expiring now', { exp: start.getTime() / 1000 }, /expired/],
    ['no exp', { exp: undefined }, /expired/],
    ['an iat in the future', { iat: start.getTime() / 1000 + 60 }, /iat/],
    ['no iat', { iat: undefined }, /iat/],
    ['an auth_time in the future', { auth_time: start.getTime() / 1000 + 60 }, /auth_time/],
    ['no auth_time', { auth_time: undefined }, /auth_time/],
    ['an empty sub', { sub: '' }, /sub/],
    ['a sub over 128 characters', { sub: 'u'.repeat(129) }, /sub/],
    ['a numeric sub', { sub: 42 }, /sub/],
    ['no sign-in provider', { firebase: {} }, /sign_in_provider/],
  ])('refuses %s', async (_case, overrides, reason) => {
    const { verifier } = setup();
    expect(await refusal(verifier.verify(signIdToken(key, claims(overrides))))).toMatch(reason);
  });

  it('allows a few seconds of clock skew for iat and auth_time', async () => {
    const { verifier } = setup();
    const soon = start.getTime() / 1000 + 3;
    await expect(verifier.verify(signIdToken(key, claims({ iat: soon, auth_time: soon })))).resolves.toMatchObject({ uid: 'uid-1' });
  });

  it('refuses a bad signature', async () => {
    const { verifier } = setup();
    const token = signIdToken(key, claims());
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify(claims({ sub: 'victim' }))).toString('base64url')}.${signature}`;
    expect(await refusal(verifier.verify(forged))).toMatch(/signature/);
    // Signed by a key whose kid claims to be Google's.
    expect(await refusal(verifier.verify(signIdToken({ ...otherKey, kid: key.kid }, claims())))).toMatch(/signature/);
  });

  it('refuses an unknown kid, and a token without one', async () => {
    const { verifier } = setup();
    expect(await refusal(verifier.verify(signIdToken(otherKey, claims())))).toMatch(/unknown key/);
    expect(await refusal(verifier.verify(signIdToken(key, claims(), { kid: undefined })))).toMatch(/kid/);
  });

  it('refuses a token naming a certificate whose key is not RSA', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ecCertificate = { kid: 'ec-key', privateKey: ec.privateKey, certificate: selfSignedCertificate(ec.publicKey, ec.privateKey) };
    const verifier = createFirebaseTokenVerifier({ projectId: PROJECT, clock: fakeClock(start), fetch: certificateEndpoint([key, ecCertificate]).fetch });
    expect(await refusal(verifier.verify(signIdToken({ ...key, kid: 'ec-key' }, claims())))).toMatch(/key/);
    await expect(verifier.verify(signIdToken(key, claims()))).resolves.toMatchObject({ uid: 'uid-1' });
  });

  it('refuses other algorithms', async () => {
    const { verifier } = setup();
    for (const alg of ['HS256', 'RS512', 'ES256', undefined]) {
      expect(await refusal(verifier.verify(signIdToken(key, claims(), { alg })))).toMatch(/algorithm/);
    }
  });

  it('refuses an unsigned token (alg none) when emulator mode is off', async () => {
    const { verifier, endpoint } = setup();
    expect(await refusal(verifier.verify(unsignedIdToken(claims())))).toMatch(/unsigned/);
    expect(await refusal(verifier.verify(unsignedIdToken(claims()).replace(/\.$/, '.c2ln')))).toMatch(/unsigned/);
    expect(endpoint.fetches).toBe(0);
  });

  it('accepts an unsigned token in emulator mode, still checking every claim', async () => {
    const { verifier } = setup({ emulator: true });
    await expect(verifier.verify(unsignedIdToken(claims()))).resolves.toMatchObject({ uid: 'uid-1', signInProvider: 'google.com' });
    expect(await refusal(verifier.verify(unsignedIdToken(claims({ aud: 'other' }))))).toMatch(/audience/);
    expect(await refusal(verifier.verify(unsignedIdToken(claims({ iss: 'https://securetoken.google.com/other' }))))).toMatch(/issuer/);
    expect(await refusal(verifier.verify(unsignedIdToken(claims({ exp: start.getTime() / 1000 - 1 }))))).toMatch(/expired/);
    expect(await refusal(verifier.verify(unsignedIdToken(claims({ sub: '' }))))).toMatch(/sub/);
    // "none" with a signature is not the emulator's shape.
    expect(await refusal(verifier.verify(`${unsignedIdToken(claims())}c2ln`))).toMatch(/signature/);
    // Signed tokens are still verified in emulator mode.
    await expect(verifier.verify(signIdToken(key, claims()))).resolves.toMatchObject({ uid: 'uid-1' });
    expect(await refusal(verifier.verify(signIdToken(otherKey, claims())))).toMatch(/unknown key/);
  });

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['not base64url', 'a+b.c.d'],
    ['not JSON', `${Buffer.from('{').toString('base64url')}.e30.`],
    ['a JSON array', `${Buffer.from('[]').toString('base64url')}.e30.`],
    ['a payload that is not JSON', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{').toString('base64url')}.`],
    ['too long', `${'a'.repeat(9000)}.e30.`],
  ])('refuses a malformed token (%s)', async (_case, token) => {
    const { verifier } = setup({ emulator: true });
    expect(await refusal(verifier.verify(token))).toMatch(/malformed/);
  });

  it('caches the certificates for the max-age of the response, then fetches them again', async () => {
    const { verifier, endpoint, clock } = setup({ maxAge: 600 });
    const token = () => signIdToken(key, idTokenClaims(PROJECT, clock()));
    await Promise.all([verifier.verify(token()), verifier.verify(token())]);
    expect(endpoint.fetches).toBe(1);
    clock.advance(599_000);
    await verifier.verify(token());
    expect(endpoint.fetches).toBe(1);
    clock.advance(1_000);
    await verifier.verify(token());
    expect(endpoint.fetches).toBe(2);
  });

  it('does not cache a failed fetch', async () => {
    let calls = 0;
    const endpoint = certificateEndpoint([key]);
    const verifier = createFirebaseTokenVerifier({
      projectId: PROJECT, clock: fakeClock(start),
      fetch: async (url, init) => (++calls === 1 ? new Response('unavailable', { status: 503 }) : endpoint.fetch(url, init)),
    });
    await expect(verifier.verify(signIdToken(key, claims()))).rejects.toThrow(/HTTP 503/);
    await expect(verifier.verify(signIdToken(key, claims()))).resolves.toMatchObject({ uid: 'uid-1' });
  });
});

describe('maxAgeSeconds', () => {
  it('reads max-age from Cache-Control', () => {
    expect(maxAgeSeconds('public, max-age=19302, must-revalidate, no-transform')).toBe(19302);
    expect(maxAgeSeconds('max-age=60')).toBe(60);
    expect(maxAgeSeconds('no-cache')).toBe(0);
    expect(maxAgeSeconds('s-maxage=60')).toBe(0);
    expect(maxAgeSeconds(null)).toBe(0);
  });
});

describe('checkSignInProvider', () => {
  const identity = (signInProvider: string): FirebaseIdentity => ({
    uid: 'u', email: null, emailVerified: false, phoneNumber: null, name: null, picture: null, signInProvider,
  });

  it('accepts the provider of the route', () => {
    expect(() => checkSignInProvider(identity('google.com'), 'google')).not.toThrow();
    expect(() => checkSignInProvider(identity('facebook.com'), 'facebook')).not.toThrow();
    expect(() => checkSignInProvider(identity('apple.com'), 'apple')).not.toThrow();
    expect(() => checkSignInProvider(identity('phone'), 'phone')).not.toThrow();
  });

  it('refuses a token of another provider', () => {
    for (const [provider, route] of [['phone', 'google'], ['google.com', 'phone'], ['password', 'google'], ['anonymous', 'phone'],
      ['apple.com', 'google']] as const) {
      expect(() => checkSignInProvider(identity(provider), route)).toThrow(FirebaseTokenError);
    }
  });
});

describe('firebase configuration', () => {
  it('reads the project and turns emulator mode on only with FIREBASE_AUTH_EMULATOR_HOST', () => {
    expect(loadConfig({}).firebase).toEqual({ projectId: undefined, emulator: false });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'shop-123' }).firebase).toEqual({ projectId: 'shop-123', emulator: false });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase)
      .toEqual({ projectId: 'demo-x', emulator: true });
  });
});
