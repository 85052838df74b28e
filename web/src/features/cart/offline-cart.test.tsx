import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { CartDocument, InsertCartProductsDocument } from '../../graphql/cart.generated';
import { renderWithApp, testStore } from '../../test/render';
import { branch, branchesMock } from '../../test/catalogue-fixtures';
import { serverCart } from '../../test/cart-fixtures';
import { signInForTest } from '../../test/account-fixtures';
import { setOnline } from '../../test/connection';
import { AddToCart } from './components/add-to-cart';
import { CartPanel } from './components/cart-panel';
import { CartSync } from './components/cart-sync';

const tiramisu = {
  product: { uuid: 'p-12', img: '', shop_id: 3, min_qty: 1, max_qty: 10, translation: { title: 'Tiramisu' } },
  stock: { id: 12, total_price: 5, quantity: 20, extras: [] },
  addons: [],
};

/** The signed-in customer's cart screen: the panel, the overlay's Add to cart, the sync. */
function openCart(mocks: MockedResponse[]) {
  signInForTest({ id: 5 });
  const store = testStore();
  renderWithApp(<><CartSync /><CartPanel /><AddToCart {...tiramisu} /></>, { store, mocks: [...mocks, branchesMock([branch(3, 'Downtown')])] });
  return store;
}

const cartRead = (quantity: number): MockedResponse => ({ request: { query: CartDocument }, result: { data: { cart: serverCart(quantity) } } });

describe('a signed-in customer\'s cart offline', () => {
  afterEach(() => setOnline(true));

  it('keeps dishes added offline on the device, locks the server\'s lines, and sends the dishes in one call once online', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const store = openCart([
      cartRead(2),
      cartRead(2),
      {
        request: { query: InsertCartProductsDocument },
        variableMatcher: (variables: Record<string, unknown>) => sent.push(variables.input) > 0,
        result: { data: { insertCartProducts: serverCart(2) } },
      } as MockedResponse,
    ]);
    const margherita = await screen.findByRole('group', { name: 'Margherita' });
    setOnline(false);
    expect(await screen.findByText(/You are offline. Dishes you add now are kept on this device/)).toBeInTheDocument();
    expect(within(margherita).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('disabled');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added on this device: it reaches your cart when you are back online')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet: waiting for the connection')).toBeInTheDocument();
    expect(store.getState().cart).toMatchObject({ shopId: 3, lines: [{ stock: { id: 12 }, quantity: 1 }] });
    const pending = screen.getByRole('group', { name: 'Tiramisu' });
    await user.click(within(pending).getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.lines[0]!.quantity).toBe(2);
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(store.getState().cart.lines).toEqual([]));
    expect(sent).toEqual([{ shop_id: 3, products: [{ stock_id: 12, quantity: 2 }] }]);
    expect(screen.queryByText('Not sent yet: waiting for the connection')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Margherita' })).getByRole('button', { name: 'Increase quantity' })).not.toHaveAttribute('disabled');
  });
});
