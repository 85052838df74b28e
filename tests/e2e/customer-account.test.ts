import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, submitLogin, toast, useBrowser } from '../support/browser';
import { emailedLink, smsCode, smsCount } from '../support/sms';
import { waitUntil } from '../support/wait';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** A 1×1 PNG: the api checks the file's bytes, not only its name. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** From the home page's header (profile pages have the simplified header with Back). */
async function logout(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).or(page.getByRole('button', { name: 'Login' })).first().waitFor();
}

describe('a new customer in Chromium', () => {
  it('signs up, verifies the phone by SMS code, logs out and in, confirms the e-mail, edits details and picture, changes the password', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    const phone = `+1416555${String(Date.now()).slice(-4)}`;
    const email = `nadia.${Date.now()}@storefront.test`;

    await page.goto('/register');
    await page.getByLabel(/^First name/).fill('Nadia');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone/).fill(phone);
    await page.getByLabel(/^Password/).fill('first-pass-1');
    await page.getByLabel(/^Confirm password/).fill('first-pass-1');
    const sent = smsCount();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/verify-phone\?verifyId=/);
    await page.getByLabel(/^Verification code/).fill(await smsCode(phone.slice(1), { after: sent }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    await logout(page);
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
    await page.goto('/login');
    await submitLogin(page, phone, 'first-pass-1');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    // The sign-up's address becomes the account's once its e-mailed link is opened, signed in.
    await page.goto(await emailedLink(email));
    await page.getByText(`${email} is verified. Thank you!`).waitFor();

    await page.goto('/profile');
    const details = page.getByRole('form', { name: 'Personal details' });
    await details.getByLabel(/^Last name/).fill('Haddad');
    await details.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Your details have been saved.').waitFor();
    await page.getByLabel('Choose a new profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Your profile picture has been updated.').waitFor();
    // The picture is the uploaded file, with the first name as its text.
    const uploaded = /\/storage\/images\/avatars\//;
    await expect.poll(() => page.getByRole('img', { name: 'Nadia' }).first().getAttribute('src')).toMatch(uploaded);

    await page.getByLabel(/^Current password/).fill('first-pass-1');
    await page.getByLabel(/^New password/).fill('second-pass-2');
    await page.getByLabel(/^Confirm password/).fill('second-pass-2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await toast(page, 'Your password has been changed.').waitFor();

    await logout(page);
    await page.goto('/login');
    await submitLogin(page, email, 'first-pass-1');
    await toast(page, 'Login or password is invalid').waitFor();
    await submitLogin(page, email, 'second-pass-2');
    // Signed in again: the header's user menu shows the saved picture.
    const headerAvatar = page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'Nadia' });
    await expect.poll(() => headerAvatar.getAttribute('src')).toMatch(uploaded);
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('form', { name: 'Personal details' }).getByLabel(/^Last name/).inputValue()).toBe('Haddad');
    await context.close();
  });
});

describe('phone-code sign-in through firebase (the Auth emulator) in Chromium', () => {
  const emulatorHost = inject('authEmulatorHost');

  /** The code the Auth emulator "texted" to `phone` (it lists them instead of sending SMS). */
  async function emulatorCode(phone: string): Promise<string> {
    return waitUntil(async () => {
      const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-storefront/verificationCodes`);
      const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
      return verificationCodes.filter((entry) => entry.phoneNumber === phone).at(-1)?.code;
    }, { message: `the emulator sent no code to ${phone}` });
  }

  it('signs a new customer in with a code to the phone, then asks for the name', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    const phone = `+1647555${String(Date.now()).slice(-4)}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with phone code' }).click();
    await page.getByLabel(/^Phone/).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^Verification code/).fill(await emulatorCode(phone));
    await page.getByRole('button', { name: 'Login' }).last().click();
    // A new account has no first name yet: the details page comes first.
    await page.waitForURL(/\/update-details/);
    await page.getByLabel(/^First name/).fill('Layla');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).innerText()).toContain('Layla');
    await context.close();
  });
});
