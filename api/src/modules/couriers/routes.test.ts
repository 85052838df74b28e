import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, newStaff } from '../../testing/customers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const APPLICATION = {
  name: '  Amira Haddad ', phone: '+1 (647) 555-0142', city: 'Toronto', vehicle: 'e_bike', availability: 'evenings', note: 'Evenings and Sundays.',
};
const MINE = '/dashboard/user/courier-application';
const apply = (token: string | null, body: Record<string, unknown>) => call(t, 'POST', MINE, token, body);
const mine = (token: string | null) => call(t, 'GET', MINE, token);
const decide = (token: string, id: number, body: Record<string, unknown>) =>
  call(t, 'POST', `/dashboard/staff/courier-applications/${id}/status`, token, body);

describe('a customer\'s courier application', () => {
  it('files it as new and shows it to its author only', async () => {
    const amira = await newCustomer(t);
    const other = await newCustomer(t);
    expect((await mine(amira.token)).status).toBe(404);
    const { status, body } = await apply(amira.token, APPLICATION);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number), user_id: amira.id, status: 'new', name: 'Amira Haddad', phone: '16475550142', city: 'Toronto',
      vehicle: 'e_bike', availability: 'evenings', note: 'Evenings and Sundays.', answer: null, decided_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/), updated_at: expect.any(String),
    });
    expect((await mine(amira.token)).body.data).toEqual(body.data);
    const others = await mine(other.token);
    expect(others.status).toBe(404);
    expect(others.body).toMatchObject({ statusCode: 'ERROR_404' });
  });

  it.each([
    [{ name: undefined }, 'name', 'Required'],
    [{ name: '  ' }, 'name', 'The name field is required.'],
    [{ name: 'A' }, 'name', 'The name must be between 2 and 100 characters.'],
    [{ name: 'A'.repeat(101) }, 'name', 'The name must be between 2 and 100 characters.'],
    [{ phone: 'call me' }, 'phone', 'The phone must be a number.'],
    [{ phone: '' }, 'phone', 'The phone field is required.'],
    [{ city: '' }, 'city', 'The city field is required.'],
    [{ city: 'C'.repeat(101) }, 'city', 'The city may not be greater than 100 characters.'],
    [{ vehicle: 'horse' }, 'vehicle', undefined],
    [{ availability: undefined }, 'availability', 'Required'],
    [{ note: 'N'.repeat(1001) }, 'note', 'The note may not be greater than 1000 characters.'],
  ])('refuses %j naming %s, storing nothing', async (change, field, message) => {
    const customer = await newCustomer(t);
    expectFieldError(await apply(customer.token, { ...APPLICATION, ...change }), field, message);
    expect((await mine(customer.token)).status).toBe(404);
  });

  it('keeps one open application at a time; after a rejection a new one may be sent', async () => {
    const customer = await newCustomer(t);
    const staff = await newStaff(t);
    const first = (await apply(customer.token, APPLICATION)).body.data;
    const second = await apply(customer.token, { ...APPLICATION, city: 'Ottawa' });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ statusCode: 'ERROR_206', message: 'You have already applied' });
    expect((await mine(customer.token)).body.data).toEqual(first);
    await decide(staff.token, first.id, { status: 'rejected', answer: 'We need riders in Scarborough.' });
    const third = await apply(customer.token, { ...APPLICATION, city: 'Scarborough' });
    expect(third.status).toBe(200);
    expect((await mine(customer.token)).body.data).toMatchObject({ id: third.body.data.id, city: 'Scarborough', status: 'new' });
    await decide(staff.token, third.body.data.id, { status: 'accepted' });
    expect((await apply(customer.token, APPLICATION)).body.statusCode).toBe('ERROR_206');
  });

  it('needs a token', async () => {
    expect((await mine(null)).status).toBe(401);
    expect((await apply(null, APPLICATION)).body).toMatchObject({ statusCode: 'ERROR_100' });
  });
});

describe('staff review', () => {
  it('lists applications and decides a new one once, recording who and when', async () => {
    const customer = await newCustomer(t);
    const staff = await newStaff(t);
    const application = (await apply(customer.token, APPLICATION)).body.data;
    const listed = await call(t, 'GET', '/dashboard/staff/courier-applications/paginate?status=new&perPage=100', staff.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(application.id);
    expect(listed.body.data.every((row: { status: string }) => row.status === 'new')).toBe(true);

    const decided = await decide(staff.token, application.id, { status: 'accepted', answer: ' Welcome aboard! ' });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ id: application.id, status: 'accepted', answer: 'Welcome aboard!', decided_at: expect.any(String) });
    const [row] = await t.database.db.select().from(courierApplications).where(eq(courierApplications.id, application.id));
    expect(row.decidedBy).toBe(staff.id);
    expect((await mine(customer.token)).body.data).toMatchObject({ status: 'accepted', answer: 'Welcome aboard!' });

    const again = await decide(staff.token, application.id, { status: 'rejected' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ statusCode: 'ERROR_491', params: { status: ['This application has already been decided.'] } });
    expect((await mine(customer.token)).body.data.status).toBe('accepted');
  });

  it('refuses a status other than accepted or rejected, a long answer and an unknown id', async () => {
    const staff = await newStaff(t);
    const customer = await newCustomer(t);
    const { id } = (await apply(customer.token, APPLICATION)).body.data;
    expectFieldError(await decide(staff.token, id, { status: 'new' }), 'status');
    expectFieldError(await decide(staff.token, id, { status: 'accepted', answer: 'A'.repeat(501) }), 'answer',
      'The answer may not be greater than 500 characters.');
    expect((await decide(staff.token, 2_000_000_000, { status: 'accepted' })).status).toBe(404);
    expect((await mine(customer.token)).body.data.status).toBe('new');
  });

  it('lets no customer list or decide, not even their own application', async () => {
    const customer = await newCustomer(t);
    const { id } = (await apply(customer.token, APPLICATION)).body.data;
    const listed = await call(t, 'GET', '/dashboard/staff/courier-applications/paginate', customer.token);
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ statusCode: 'ERROR_403', message: 'Only staff may do this' });
    const decided = await decide(customer.token, id, { status: 'accepted' });
    expect(decided.status).toBe(403);
    expect((await mine(customer.token)).body.data.status).toBe('new');
    expect((await call(t, 'GET', '/dashboard/staff/courier-applications/paginate', null)).status).toBe(401);
  });
});
