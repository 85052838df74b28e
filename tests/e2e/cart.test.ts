import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, operationOf, submitLogin, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

const dishes = (page: Page) => page.locator('main a[href*="product="]');

/** Opens a dish of the menu (the n-th once the menu has loaded, or by name) and adds it to the
 * cart; returns its name. */
async function addDish(page: Page, dish: number | string): Promise<string> {
  await page.waitForLoadState('networkidle');
  await (typeof dish === 'number' ? dishes(page).nth(dish) : dishes(page).filter({ hasText: dish }).first()).click();
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  const name = (await page.locator('#product-title').innerText()).trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Gone, with its closing transition: until then it hands the focus back to the menu, which
  // would close a header menu opened meanwhile.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return name;
}

/** Signs in from the header's Login button: an in-app navigation, so the guest's cart (kept in
 * memory only, never persisted) is still there. */
async function signIn(page: Page, email: string, password: string) {
  if (!page.url().startsWith(webUrl)) await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await submitLogin(page, email, password);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ state: 'detached' });
}

/** The open cart's lines as "name × quantity". */
async function cartLines(page: Page): Promise<string[]> {
  const lines = page.getByRole('dialog').getByRole('listitem').filter({ has: page.getByRole('group') });
  const texts = await lines.evaluateAll((items) =>
    items.map((item) => `${item.querySelector('span')?.textContent} × ${item.querySelector('[aria-live]')?.textContent}`),
  );
  return texts.sort();
}

describe('cart in Chromium', () => {
  it('merges a guest’s cart into the server cart at sign-in, and shows it to nobody else', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    // The customer's server cart already holds one dish from an earlier visit.
    await signIn(page, 'demo@storefront.test', 'demo-pass-1');
    const first = await addDish(page, 0);
    await logout(page);

    // As a guest: the same dish again and another one.
    await addDish(page, first);
    const second = await addDish(page, (await dishes(page).nth(0).innerText()).includes(first) ? 1 : 0);
    await expect.poll(() => page.getByTestId('cart-bar').innerText()).toContain('2 items');

    await signIn(page, 'demo@storefront.test', 'demo-pass-1');
    await expect.poll(() => page.getByTestId('cart-bar').innerText()).toContain('3 items');
    await page.getByRole('button', { name: 'View cart' }).click();
    await expect.poll(() => cartLines(page)).toEqual([`${first} × 2`, `${second} × 1`].sort());
    await page.keyboard.press('Escape');

    // Another customer on another browser sees none of it.
    const other = await openPage(browser(), webUrl);
    await signIn(other.page, 'demo2@storefront.test', 'demo-pass-2');
    await other.page.goto('/');
    await dishes(other.page).first().waitFor();
    await other.page.waitForLoadState('networkidle');
    expect(await other.page.getByTestId('cart-bar').count()).toBe(0);
    await other.context.close();
    await context.close();
  });

  it('a signed-in add-to-cart click sends one request and refetches nothing', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    await signIn(page, 'staff@storefront.test', 'staff-pass-1');
    await page.goto('/');
    await dishes(page).nth(2).click();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();
    await page.waitForLoadState('networkidle');
    const operations: string[] = [];
    page.on('request', (request) => {
      const operation = operationOf(request.url(), request.postData());
      if (operation) operations.push(operation);
    });
    await add.click();
    await page.getByTestId('cart-bar').waitFor();
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual(['InsertCartProducts']);
    await context.close();
  });

  it('asks before a branch switch empties a guest’s cart', async () => {
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/');
    await addDish(page, 0);
    const bar = page.getByTestId('cart-bar');
    await bar.waitFor();
    const trigger = page.getByRole('button', { name: /^Branch: / });
    const current = (await trigger.getAttribute('aria-label'))!.replace(/^Branch: (.*)\. Change branch$/, '$1');
    const pickOther = async () => {
      await trigger.click();
      await page.getByRole('menuitemradio').filter({ hasNotText: current }).first().click();
      return page.getByRole('alertdialog', { name: 'Start a new cart?' });
    };
    const question = await pickOther();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.getAttribute('aria-label')).toContain(current);
    await expect.poll(() => bar.innerText()).toContain('1 item');

    await (await pickOther()).getByRole('button', { name: 'Clear cart' }).click();
    await expect.poll(() => trigger.getAttribute('aria-label')).not.toContain(current);
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });

  it('runs a group order: a guest joins by name, both see each other’s dishes, the owner removes the guest', async () => {
    const owner = await openPage(browser(), webUrl);
    await signIn(owner.page, 'demo2@storefront.test', 'demo-pass-2');
    const ownerDish = await addDish(owner.page, 0);
    await owner.page.getByRole('button', { name: 'View cart' }).click();
    await owner.page.getByRole('button', { name: 'Start a group order' }).click();
    const link = await owner.page.getByRole('textbox', { name: 'Group order link' }).inputValue();
    expect(link).toMatch(/\/group\/order\/\d+$/);

    const guest = await openPage(browser(), webUrl);
    await guest.page.goto(link);
    await guest.page.getByLabel(/^Your name/).fill('Sam');
    await guest.page.getByRole('button', { name: 'Join' }).click();
    const guestDish = await addDish(guest.page, 3);
    const mine = guest.page.getByRole('region', { name: 'Your dishes' });
    await mine.getByText(guestDish).waitFor();
    await guest.page.getByRole('region', { name: 'Everyone else' }).getByText(`${ownerDish} × 1`).waitFor();
    // A group guest orders from the owner's branch menu: no branch selector, no cart bars of their own.
    expect(await guest.page.getByRole('button', { name: /^Branch: / }).count()).toBe(0);
    expect(await guest.page.getByTestId('cart-bar').count()).toBe(0);

    // The owner sees the guest's dish arrive (polling), then removes the guest.
    const members = owner.page.getByRole('list', { name: 'Members' });
    await members.getByText(`${guestDish} × 1`).waitFor({ timeout: 20_000 });
    await members.getByRole('button', { name: 'Remove Sam' }).click();
    await members.getByText('Sam', { exact: true }).waitFor({ state: 'detached' });
    await guest.page.getByText('You have been kicked from group order').waitFor({ timeout: 20_000 });
    await owner.context.close();
    await guest.context.close();
  });
});

