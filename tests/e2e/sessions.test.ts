import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitLogin, toast, useBrowser, waitsForHydration } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** A browser that says it is `userAgent`, signed in as the second demo customer on /profile. */
async function signedInAs(userAgent: string, width: number) {
  const context = await browser().newContext({ baseURL: webUrl, userAgent, viewport: { width, height: 900 } });
  const page = waitsForHydration(await context.newPage(), webUrl);
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await submitLogin(page, 'demo2@storefront.test', 'demo-pass-2');
  await page.waitForURL((url) => url.pathname !== '/login'); // signed in (a phone's header has no account menu)
  await page.goto('/profile');
  return { context, page };
}

const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' });
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('signed-in devices in Chromium', () => {
  it('names each device by the browser\'s User-Agent (through the web server and the gateway) and signs another one out', async () => {
    const laptop = await signedInAs(FIREFOX_WINDOWS, 1140);
    await devices(laptop.page).getByRole('listitem', { name: 'Firefox on Windows' }).waitFor();
    const phone = await signedInAs(CHROME_ANDROID, 360);

    const list = devices(phone.page);
    const here = list.getByRole('listitem', { name: 'Chrome on Android' });
    await here.getByText('This device').waitFor();
    expect(await here.getByRole('button').count()).toBe(0);
    for (const width of [360, 768, 1140]) {
      await phone.page.setViewportSize({ width, height: 900 });
      expect(await overflows(phone.page), `${width} px`).toBe(false);
    }

    await list.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await toast(phone.page, 'Firefox on Windows has been signed out.').waitFor();
    await expect.poll(() => list.getByRole('listitem', { name: 'Firefox on Windows' }).count()).toBe(0);

    // The laptop's next request is refused: it is sent to sign in again.
    await laptop.page.goto('/profile');
    await laptop.page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await laptop.context.close();
    await phone.context.close();
  });
});
