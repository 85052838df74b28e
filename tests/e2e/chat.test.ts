// The chat with the restaurant (issue 19) on the real stack, embedded adapter: a customer writes,
// staff see it live in /staff/chat and answer, the customer sees the answer without reloading,
// and another customer sees neither.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, submitLogin, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** A message shows on the other side within a second; 5 s leaves room for a busy test machine. */
const LIVE = { timeout: 5_000 };

async function signIn(page: Page, email: string, password: string, path = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens the customer's chat panel (the launcher loads once the signed-in page is idle). */
async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click({ timeout: 20_000 });
  const panel = page.getByTestId('chat-panel');
  await panel.waitFor();
  return panel;
}

async function write(scope: ReturnType<Page['locator']>, text: string) {
  const input = scope.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

describe('chat in Chromium', () => {
  it('a customer writes, staff answer live from /staff/chat, the customer sees it; another customer sees neither', async () => {
    const stamp = Date.now() % 1_000_000;
    const question = `Is the terrace open tonight? (${stamp})`;
    const reply = `Yes, until 11 pm! (${stamp})`;

    const customer = await openPage(browser(), webUrl);
    await signIn(customer.page, 'demo@storefront.test', 'demo-pass-1');
    const panel = await openChat(customer.page);
    await write(panel, question);
    const mine = panel.getByTestId('chat-message').filter({ hasText: question });
    await mine.waitFor();
    await expect.poll(() => mine.getAttribute('data-status'), LIVE).toBeNull(); // sent, no longer "sending"

    // Staff, in another browser context, see the conversation and answer it.
    const staff = await openPage(browser(), webUrl);
    await signIn(staff.page, 'staff@storefront.test', 'staff-pass-1', '/staff/chat');
    const item = staff.page.getByTestId('chat-list-item').filter({ hasText: question });
    await item.waitFor(LIVE);
    await item.click();
    const conversation = staff.page.getByTestId('chat-conversation');
    await conversation.getByText(question).waitFor();
    await write(conversation, reply);

    // The customer's open panel shows the answer without a reload.
    await panel.getByTestId('chat-message').filter({ hasText: reply }).waitFor(LIVE);
    await expect.poll(() => panel.locator('[data-sender="staff"]').filter({ hasText: reply }).count()).toBe(1);

    // A new customer message reaches staff's open conversation live.
    const again = `Great, a table for two please (${stamp})`;
    await write(panel, again);
    await conversation.getByText(again).waitFor(LIVE);

    // Another customer sees neither message.
    const other = await openPage(browser(), webUrl);
    await signIn(other.page, 'demo2@storefront.test', 'demo-pass-2');
    const otherPanel = await openChat(other.page);
    await otherPanel.getByTestId('chat-messages').waitFor(); // the list replaces the spinner once the history is in
    expect(await otherPanel.getByText(String(stamp), { exact: false }).count()).toBe(0);
    const leaked = await other.page.evaluate(async () => {
      // signed in by the web server, from its HttpOnly session cookie
      const answer = await fetch('/api/v1/dashboard/user/chat/messages');
      return JSON.stringify(await answer.json());
    });
    expect(leaked).not.toContain(String(stamp));

    await Promise.all([customer.context.close(), staff.context.close(), other.context.close()]);
  });

  it('a customer who is not staff cannot open /staff/chat', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    await signIn(page, 'demo2@storefront.test', 'demo-pass-2', '/staff/chat');
    await page.getByText('This page does not exist.').waitFor();
    expect(await page.getByTestId('chat-list').count()).toBe(0);
    await context.close();
  });
});
