import { describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/accounts';
import { openPage, submitLogin, toast, useBrowser } from '../support/browser';

const webUrl = inject('webUrl');
const browser = useBrowser();

describe('courier applications in Chromium', () => {
  it('a customer applies to deliver from /deliver and staff accept it on /staff/couriers', async () => {
    const name = `Cody Rider ${Date.now() % 100_000}`;
    const customer = await newCustomer('Cody');
    const { context, page } = await openPage(browser(), webUrl);

    // A guest reads the page and is offered to sign in.
    await page.goto('/deliver');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/deliver');

    const form = page.getByRole('form', { name: 'Apply to deliver' });
    // Checked before any request, with the seller form's messages.
    await form.getByRole('textbox', { name: /Full name/ }).fill('C');
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('The name must be between 2 and 100 characters.').waitFor();

    await form.getByRole('textbox', { name: /Full name/ }).fill(name);
    await form.getByRole('textbox', { name: /Phone/ }).fill('+1 (416) 555-0199');
    await form.getByRole('textbox', { name: /City/ }).fill('Toronto');
    await form.getByRole('combobox', { name: /Vehicle/ }).selectOption('e_bike');
    await form.getByRole('radio', { name: 'Evenings' }).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await toast(page, 'Your application was sent.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Your application is under review' }).waitFor();
    await expect.poll(() => page.getByRole('form', { name: 'Apply to deliver' }).count()).toBe(0);

    // Staff accept it.
    const staff = await openPage(browser(), webUrl);
    await staff.page.goto('/login?redirect=/staff/couriers');
    await submitLogin(staff.page, 'staff@storefront.test', 'staff-pass-1');
    await staff.page.waitForURL((url) => url.pathname === '/staff/couriers');
    const card = staff.page.getByRole('article', { name });
    await card.getByRole('textbox', { name: `Answer for ${name} (optional)` }).fill('Welcome aboard');
    await card.getByRole('button', { name: `Accept ${name}` }).click();
    await toast(staff.page, `${name} was accepted.`).waitFor();
    await card.getByText('Accepted').waitFor();
    await staff.context.close();

    // The customer sees the decision on their next visit.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Your application was accepted' }).waitFor();
    await page.getByText('Our answer: Welcome aboard').waitFor();
    await context.close();
  });

  it('a customer who is not staff cannot open /staff/couriers', async () => {
    const customer = await newCustomer('Nia');
    const { context, page } = await openPage(browser(), webUrl);
    await page.goto('/login?redirect=/staff/couriers');
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/staff/couriers');
    await page.getByText('This page does not exist.').waitFor();
    expect(await page.getByRole('heading', { name: 'Courier applications' }).count()).toBe(0);
    await context.close();
  });
});
