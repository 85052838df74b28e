// A customer who uses the keyboard only orders: sign-in, a dish from the menu, the cart,
// checkout with a new delivery address placed on the map, and the order — Tab, Shift, Enter,
// Space, the arrows and typing, never a click.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, newCustomer } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** Downtown Toronto, where the address map opens (web/src/shared/lib/map/map-config.ts). */
const MAP_START = { latitude: 43.6532, longitude: -79.3832 };

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

const focusedName = (page: Page) => page.evaluate(() => {
  const element = document.activeElement;
  return `${element?.tagName.toLowerCase()} "${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 40)}"`;
});

/** Presses Tab until `target` has the focus; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, max = 300): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} (the focus is on ${await focusedName(page)})`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByLabel('E-mail or phone'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
}

/** The first dish of the menu, three of it (above the branch's minimum), into the cart. */
async function addDish(page: Page) {
  const dish = page.locator('main a[href*="product="]').first();
  await tabTo(page, dish);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog');
  const add = overlay.getByRole('button', { name: 'Add to cart' });
  await add.waitFor();
  await tabTo(page, overlay.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await add.waitFor({ state: 'detached' });
  // Back on the dish's link, not at the top of the page.
  await expect.poll(() => isFocused(dish), { timeout: 5_000 }).toBe(true);
}

/** A new address: its name and street typed, the pin moved north-east with the arrow keys. */
async function addAddress(page: Page) {
  const addButton = page.getByRole('button', { name: 'Add an address' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await tabTo(page, dialog.getByLabel(/^Name/));
  await page.keyboard.type('Home');
  await tabTo(page, dialog.getByLabel(/^Street, number, apartment/));
  await page.keyboard.type('10 King St W, Toronto');
  await tabTo(page, dialog.getByRole('application', { name: 'Map: the pin marks your address' }));
  for (const key of ['ArrowUp', 'ArrowUp', 'Shift+ArrowRight']) await page.keyboard.press(key);
  // The dialog and its map meet WCAG 2.2 AA too (no route shows them).
  await expect.poll(() => axeViolations(page)).toEqual([]);
  await tabTo(page, dialog.getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  // The dialog gives the focus back to the button that opened it.
  await expect.poll(() => isFocused(addButton)).toBe(true);
}

type Address = { title: string; location: { latitude: number; longitude: number } };
type Order = { id: number; delivery_type: string; location: { latitude: number; longitude: number } | null };

describe('ordering with the keyboard only, in Chromium', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`goes from the menu to a delivery order at ${viewport.width} px`, async () => {
      const customer = await newCustomer('Kiran');
      const { context, page } = await openPage(browser(), webUrl, viewport);
      await signIn(page, customer.email, customer.password);
      await addDish(page);

      await tabTo(page, page.getByRole('button', { name: 'View cart' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Checkout' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout$/);

      await addAddress(page);
      const place = page.getByRole('button', { name: 'Place order' });
      await expect.poll(() => place.isEnabled()).toBe(true);
      await tabTo(page, place);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/orders\/\d+$/);

      // The order goes to the pin the arrow keys moved: north and east of where the map opened.
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const order = (await api<{ data: Order }>('GET', `/dashboard/user/orders/${id}`, customer.token)).body.data;
      const [home] = (await api<{ data: Address[] }>('GET', '/dashboard/user/addresses', customer.token)).body.data;
      expect(order.delivery_type).toBe('delivery');
      expect(home.title).toBe('Home');
      expect(home.location.latitude).toBeGreaterThan(MAP_START.latitude);
      expect(home.location.longitude).toBeGreaterThan(MAP_START.longitude);
      expect(order.location).toEqual(home.location);
      await context.close();
    }, 120_000);
  }
});
