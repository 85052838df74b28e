import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, newCustomer, tokenOf } from '../support/accounts';
import { openPage, submitLogin, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

/** One polling period of the bell (10 s) and the time for the answer to show. */
const POLLING_PERIOD = { timeout: 12_000 };

const pad = (n: number) => String(n).padStart(2, '0');
/** Tomorrow, `YYYY-MM-DD` of this machine's calendar (the api's local time). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface Reservation { id: number; table_id: number; start_date: string; end_date: string; status: string }

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

describe('table reservations in Chromium', () => {
  it('a customer books a table for tomorrow, staff accept it, the bell leads back; nobody else gets that table and time', async () => {
    const customer = await newCustomer('Ava');
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await bell(page).waitFor();

    await page.goto('/reservations');
    const form = page.getByRole('form', { name: 'Book a table' });
    await form.getByLabel('Day').selectOption(tomorrow());
    await page.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
    await page.getByRole('button', { name: /, Free$/ }).first().click();
    await form.getByLabel('Note for the restaurant').fill('By the window, please');
    await page.getByRole('button', { name: 'Book the table' }).click();
    await page.getByRole('heading', { name: 'Reservation sent' }).waitFor();
    const upcoming = page.getByRole('list', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getByTestId('reservation-status').first().textContent()).toBe('Waiting');

    const mine = await api<{ data: Reservation[] }>('GET', '/dashboard/user/my-bookings', customer.token);
    expect(mine.body.data).toHaveLength(1);
    const [booked] = mine.body.data;
    expect(booked).toMatchObject({ status: 'new', start_date: expect.stringMatching(new RegExp(`^${tomorrow()} `)) });

    // A second customer asks for the same table and time: refused, and not offered it either.
    const other = await newCustomer('Noah');
    const minutes = (Date.parse(booked.end_date.replace(' ', 'T')) - Date.parse(booked.start_date.replace(' ', 'T'))) / 60_000;
    const clash = await api<{ statusCode: string }>('POST', '/dashboard/user/my-bookings', other.token, {
      table_id: booked.table_id, start_date: booked.start_date, duration: minutes, guest: 2,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.statusCode).toBe('ERROR_460');

    // Staff accept it over REST: the bell counts it, and its notification opens /reservations.
    const staff = await tokenOf('staff@storefront.test', 'staff-pass-1');
    expect((await api('POST', `/dashboard/staff/bookings/${booked.id}/status`, staff, { status: 'accepted' })).status).toBe(200);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('notification-badge').textContent(), POLLING_PERIOD).toBe('1');
    await bell(page).click();
    await page.getByTestId('notification-panel').getByRole('button', { name: new RegExp(`Reservation #${booked.id}`) }).click();
    await page.waitForURL(/\/reservations$/);
    await expect.poll(() => page.getByRole('list', { name: 'Upcoming' }).getByTestId('reservation-status').first().textContent()).toBe('Confirmed');
    await context.close();
  });
});
