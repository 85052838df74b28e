import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { openPage, submitLogin, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const browser = useBrowser();

async function apiLogin(email: string, password: string) {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
  });
  return (await response.json()).data as { access_token: string; user: Record<string, unknown> };
}

/** Puts a session into the browser as the web server and the web app store it (cookies access_token and user). */
async function storeSession(context: BrowserContext, token: string, user: Record<string, unknown>) {
  const url = webUrl;
  await context.addCookies([
    { name: 'access_token', value: encodeURIComponent(token), url },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url },
  ]);
}

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies(webUrl)).filter((cookie) => ['access_token', 'user'].includes(cookie.name)).map((cookie) => cookie.name);

describe('sessions in Chromium', () => {
  it('sends a guest opening /orders to /login and back after signing in', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/orders');
    await page.waitForURL(/\/login\?redirect=%2Forders$/);
    await submitLogin(page, 'demo2@storefront.test', 'demo-pass-2');
    await page.waitForURL(/\/orders$/);
    await expect.poll(() => sessionCookies(context)).toEqual(expect.arrayContaining(['access_token', 'user']));
    await context.close();
  });

  it('keeps the token where no script can read it, the user cookie without e-mail or phone, and refuses a forged signed-in POST', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login');
    await submitLogin(page, 'demo2@storefront.test', 'demo-pass-2');
    await page.waitForURL((url) => url.pathname !== '/login');
    const cookies = await context.cookies(webUrl);
    expect(cookies.find((cookie) => cookie.name === 'access_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const script = await page.evaluate(() => document.cookie);
    expect(script).not.toContain('access_token');
    const user = JSON.parse(decodeURIComponent(/(?:^|; )user=([^;]*)/.exec(script)![1]!)) as Record<string, unknown>;
    expect(user).toMatchObject({ firstname: expect.any(String) });
    for (const field of ['email', 'phone', 'pending_email', 'pending_phone']) expect(user).not.toHaveProperty(field);

    const calls = await page.evaluate(async () => {
      const profile = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ profile { firstname } }' }) };
      const forged = await fetch('/graphql', profile);
      const own = await fetch('/graphql', { ...profile, headers: { ...profile.headers, 'x-requested-with': 'storefront' } });
      return { forged: forged.status, own: await own.json() as { data?: { profile?: { firstname?: string } } } };
    });
    expect(calls.forged).toBe(403);
    expect(calls.own.data?.profile?.firstname).toBe(user.firstname);
    await context.close();
  });

  for (const [name, token] of [
    ['a forged token', async () => `1|${'x'.repeat(40)}`],
    ['a token revoked by logout', async () => {
      const { access_token: revoked } = await apiLogin('demo2@storefront.test', 'demo-pass-2');
      await fetch(`${apiUrl}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${revoked}` } });
      return revoked;
    }],
  ] as const) {
    it(`ends the session when the cookie holds ${name}: one toast, cookies cleared, /login`, async () => {
      const { context, page } = await openPage(browser(), webUrl);
      const { user } = await apiLogin('demo2@storefront.test', 'demo-pass-2');
      await storeSession(context, await token(), user);
      await page.goto('/profile');
      await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
      // Counted once every request has settled (the screen reader's live region repeats the text).
      const toasts = page.locator('.fui-ToastTitle', { hasText: 'Unauthorized' });
      await toasts.first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await toasts.count()).toBe(1);
      await expect.poll(() => sessionCookies(context)).toEqual([]);
      await context.close();
    });
  }
});
