// The example client of docs/graphql-clients.md (examples/node-client) run as a developer runs it,
// against the real gateway over the real api: it orders through GraphQL only, and the api then
// holds that order, once, for that customer.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { api, newCustomer } from '../support/accounts';

const script = fileURLToPath(new URL('../../examples/node-client/order-dinner.mjs', import.meta.url));

interface OrderRow { id: number; status: string; delivery_type: string; total_price: number }

describe('the example client (examples/node-client)', () => {
  it('browses, signs in, fills a cart, orders once despite a retry and follows the order, through the gateway only', async () => {
    const customer = await newCustomer('Ezra');
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, GATEWAY_URL: inject('gatewayUrl'), EMAIL: customer.email, PASSWORD: customer.password },
    });
    const ordered = /^Order (\d+): new \(new\)$/m.exec(stdout);
    expect(stdout).toMatch(/^Branch: .+ \(\d+\)$/m);
    expect(stdout).toMatch(/^Signed in as Ezra$/m);
    expect(ordered, stdout).not.toBeNull();
    const orders = await api<{ data: OrderRow[] }>('GET', '/dashboard/user/orders/paginate?perPage=100', customer.token);
    expect(orders.body.data).toEqual([expect.objectContaining({ id: Number(ordered![1]), status: 'new', delivery_type: 'pickup' })]);
  });

  it('says what it needs when run without an account', async () => {
    const run = promisify(execFile)(process.execPath, [script], { env: { ...process.env, EMAIL: '', PASSWORD: '' } });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Set EMAIL and PASSWORD') });
  });
});
