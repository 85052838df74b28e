// Firebase sign-in against the real Auth emulator of firebase-tools (offline, ~10 s to start):
// users signed in through the emulator's REST API post their ID tokens to the callback.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { startAuthEmulator } from '../../../../scripts/firebase-emulator.mjs';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PROJECT = 'demo-storefront';

let emulator: { host: string; stop: () => Promise<void> } | undefined;
let authUrl: string;

async function startEmulator(): Promise<void> {
  emulator = await startAuthEmulator({ port: 0, projectId: PROJECT });
  authUrl = `http://${emulator!.host}`;
}

/** POST to the emulator's Identity Toolkit REST API. */
async function identityToolkit(method: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = await response.json() as Record<string, string>;
  if (!response.ok) throw new Error(`${method}: ${JSON.stringify(json)}`);
  return json;
}

/** A Google sign-in through the emulator (it takes a fake Google id_token as JSON). */
async function googleIdToken(claims: Record<string, unknown>): Promise<string> {
  const answer = await identityToolkit('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost', returnSecureToken: true,
  });
  return answer.idToken;
}

/** A phone sign-in through the emulator: send the code, read it, sign in with it. */
async function phoneIdToken(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await identityToolkit('sendVerificationCode', { phoneNumber });
  const listed = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT}/verificationCodes`);
  const { verificationCodes } = await listed.json() as { verificationCodes: { code: string; sessionInfo: string }[] };
  const { code } = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)!;
  return (await identityToolkit('signInWithPhoneNumber', { sessionInfo, code })).idToken;
}

let t: TestApp;
let withoutEmulatorMode: FastifyInstance;

beforeAll(async () => {
  [t] = await Promise.all([
    createTestApp(new Date(), { firebase: { projectId: PROJECT, emulator: true } }),
    startEmulator(),
  ]);
  withoutEmulatorMode = await buildApp({
    db: t.database.db,
    firebase: { projectId: PROJECT, emulator: false, fetch: async () => { throw new Error('no certificate fetch expected'); } },
  });
}, 90_000);

afterAll(async () => {
  await withoutEmulatorMode?.close();
  await t?.close();
  await emulator?.stop();
}, 30_000);

async function callback(app: FastifyInstance, provider: string, idToken: string) {
  const response = await app.inject({ method: 'POST', url: `/api/v1/auth/${provider}/callback`, payload: { id_token: idToken } });
  return { status: response.statusCode, body: response.json() };
}

describe('firebase sign-in with the Auth emulator', () => {
  it('signs in a Google user of the emulator in emulator mode only', async () => {
    const idToken = await googleIdToken({ sub: 'google-emu-1', email: 'emu.user@example.com', email_verified: true, name: 'Emu User' });
    expect(idToken.split('.')[2]).toBe(''); // the emulator's tokens are unsigned

    const { status, body } = await callback(t.app, 'google', idToken);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ token_type: 'Bearer', user: { email: 'emu.user@example.com', firstname: 'Emu', lastname: 'User', empty_p: true } });
    expect(body.data.user.email_verified_at).toEqual(expect.any(String));
    expect((await callback(t.app, 'google', idToken)).body.data.user.id).toBe(body.data.user.id);

    const refused = await callback(withoutEmulatorMode, 'google', idToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 'ERROR_107', message: 'Invalid firebase token', params: { id_token: ['Invalid firebase token'] } });
  });

  it('signs in a phone user of the emulator, with the verified phone', async () => {
    const idToken = await phoneIdToken('+14165550188');
    const { status, body } = await callback(t.app, 'phone', idToken);
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ phone: '14165550188', email: null });
    expect(body.data.user.phone_verified_at).toEqual(expect.any(String));

    expect((await callback(t.app, 'google', idToken)).body).toMatchObject({ statusCode: 'ERROR_107' });
    expect((await callback(withoutEmulatorMode, 'phone', idToken)).body).toMatchObject({ statusCode: 'ERROR_107' });
  });
});
