import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from '../support/accounts';
import { openPage, submitLogin, useBrowser } from '../support/browser';
import { placePickupOrder } from '../support/orders';
import { smsCode, smsCount } from '../support/sms';

const webUrl = inject('webUrl');
const browser = useBrowser();

const DEMO = { email: 'demo@storefront.test', password: 'demo-pass-1' };

interface Profile { my_referral: string; referral_count: number; referral_earned: number; wallet: { price: number } }
interface Movement { type: string; price: number; order_id: number | null }

const profileOf = async (token: string) => (await api<{ data: Profile }>('GET', '/dashboard/user/profile/show', token)).body.data;
const historyOf = async (token: string) => (await api<{ data: Movement[] }>('GET', '/dashboard/user/wallet/histories?perPage=50', token)).body.data;

/** The newest movement named `label` in the wallet's history on /wallet: its signed amount. */
async function walletAmount(page: Page, label: string): Promise<string> {
  const row = page.getByRole('main').getByRole('listitem', { name: label }).first();
  await row.waitFor();
  return row.getByTestId('history-amount').innerText();
}

describe('referrals in Chromium', () => {
  it('a friend signs up with the demo customer’s link; at the friend’s first delivered order both wallets get their reward and the referrer’s bell tells', async () => {
    const referrerToken = await tokenOf(DEMO.email, DEMO.password);
    const before = await profileOf(referrerToken);
    const programme = (await api<{ data: { price_from: number; price_to: number } }>('GET', '/rest/referral', null)).body.data;

    // The friend opens the shared link: the code is already in the form.
    const friend = await openPage(browser(), webUrl);
    const phone = `+1437555${String(Date.now()).slice(-4)}`;
    const email = `omar.${Date.now()}@storefront.test`;
    await friend.page.goto(`/register?referral=${before.my_referral}`);
    await expect.poll(() => friend.page.getByLabel(/^Referral code/).inputValue()).toBe(before.my_referral);
    await friend.page.getByLabel(/^First name/).fill('Omar');
    await friend.page.getByLabel(/^E-mail/).fill(email);
    await friend.page.getByLabel(/^Phone/).fill(phone);
    await friend.page.getByLabel(/^Password/).fill('friend-pass-1');
    await friend.page.getByLabel(/^Confirm password/).fill('friend-pass-1');
    const sent = smsCount();
    await friend.page.getByRole('button', { name: 'Create account' }).click();
    await friend.page.waitForURL(/\/verify-phone\?verifyId=/);
    await friend.page.getByLabel(/^Verification code/).fill(await smsCode(phone.slice(1), { after: sent }));
    await friend.page.getByRole('button', { name: 'Verify' }).click();
    await friend.page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect((await profileOf(referrerToken)).referral_count).toBe(before.referral_count + 1);

    // The friend's first order is delivered by staff.
    // Its address still waits for its e-mailed link: the friend signs in with the phone.
    const friendToken = await tokenOf(phone, 'friend-pass-1');
    const orderId = await placePickupOrder(friendToken);
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    for (const status of ['accepted', 'ready', 'delivered']) {
      expect((await api('POST', `/dashboard/staff/orders/${orderId}/status`, staff, { status })).status).toBe(200);
    }

    // The friend's wallet: price_to, for that order.
    expect(await historyOf(friendToken)).toContainEqual(expect.objectContaining({ type: 'referral_to_topup', price: programme.price_to, order_id: orderId }));
    await friend.page.goto('/wallet');
    await expect.poll(() => walletAmount(friend.page, 'Welcome reward')).toBe(`+$${programme.price_to.toFixed(2)}`);
    await friend.context.close();

    // The referrer's: price_from, the figures on /referrals, and the bell's notification leading to the wallet.
    expect((await historyOf(referrerToken))[0]).toMatchObject({ type: 'referral_from_topup', price: programme.price_from, order_id: null });
    const after = await profileOf(referrerToken);
    expect(after.wallet.price).toBeCloseTo(before.wallet.price + programme.price_from, 2);
    expect(after.referral_earned).toBeCloseTo(before.referral_earned + programme.price_from, 2);
    const referrer = await openPage(browser(), webUrl);
    await referrer.page.goto('/login');
    await submitLogin(referrer.page, DEMO.email, DEMO.password);
    await referrer.page.getByRole('button', { name: 'Account menu' }).waitFor();
    await referrer.page.goto('/referrals');
    await expect.poll(() => referrer.page.getByTestId('referral-count').innerText()).toBe(String(after.referral_count));
    await referrer.page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await referrer.page.getByTestId('notification-panel').getByRole('button', { name: /Your friend joined/ }).first().click();
    await referrer.page.waitForURL(/\/wallet$/);
    await expect.poll(() => walletAmount(referrer.page, 'Referral reward')).toBe(`+$${programme.price_from.toFixed(2)}`);
    await referrer.context.close();
  });
});
