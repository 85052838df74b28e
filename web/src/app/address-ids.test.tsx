import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { signInForTest } from '../test/account-fixtures';
import { renderRoutes } from '../test/render';

// An id the address carries is checked before any query takes it: a malformed one shows the
// page's not-found state, or opens nothing, and asks the gateway nothing about it.

/** Renders `route`, recording the name of every operation sent. */
function renderAt(route: string) {
  const sent: string[] = [];
  renderRoutes({ route, onRequest: (operationName) => { sent.push(operationName); } });
  return sent;
}

/** Once the page's lazy chunks are in and every render they caused is done. */
async function settled() {
  await act(() => vi.dynamicImportSettled());
}

const TOO_BIG = '2147483648'; // past the api's (and GraphQL Int's) 32-bit ids

describe('a malformed id in the path', () => {
  it.each([
    ['/branches/1e3', ['BranchPage', 'BranchGallery']],
    [`/branches/${TOO_BIG}`, ['BranchPage', 'BranchGallery']],
    [`/recipes/${TOO_BIG}`, ['Recipe']],
    [`/careers/${TOO_BIG}`, ['Career']],
    ['/banners/0x10', ['Banner']],
  ])('%s is "page not found", asking nothing about it', async (route, operations) => {
    const sent = renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    await settled();
    expect(sent.filter((name) => operations.includes(name))).toEqual([]);
  });

  it.each(['/orders/1e3', `/orders/${TOO_BIG}`])('%s is an order not found, asked of no one', async (route) => {
    signInForTest({ id: 5 });
    const sent = renderAt(route);
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
    await settled();
    expect(sent).not.toContain('Order');
  });

  it('/group/order/1e3 is no group order, asked of no one', async () => {
    const sent = renderAt('/group/order/1e3');
    expect(await screen.findByText('You cannot join. Invalid group order')).toBeInTheDocument();
    await settled();
    expect(sent).not.toContain('GroupCart');
  });

  it('/verify-email/<not a link\'s hash> is an invalid link, asked of no one', async () => {
    signInForTest();
    const sent = renderAt('/verify-email/..%2F..%2Fdashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link is used up, has expired, is not valid or was sent for another account. Send a new one from your profile.');
    await settled();
    expect(sent).not.toContain('VerifyEmail');
  });
});

describe('a malformed uuid in ?product= or ?news=', () => {
  it.each(['/?product=..%2Fsettings', '/?product=p-1&branch=501', '/?news=..%2F..%2Fsettings', '/?news=n-4'])('%s opens nothing and asks nothing about it', async (route) => {
    const sent = renderAt(route);
    await screen.findByRole('heading', { level: 1, name: 'Menu', hidden: true });
    await settled();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(sent.filter((name) => name === 'ProductDetails' || name === 'NewsItem')).toEqual([]);
  });
});
