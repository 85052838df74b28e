import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { CartDocument, InsertCartProductsDocument, type CartFieldsFragment } from '../../graphql/generated';
import { renderWithApp, setViewportWidth, testStore, waitForToaster } from '../../test/render';
import { branch, branchesMock, detailStock, productDetailsMock } from '../../test/catalogue-fixtures';
import { localLine } from '../../test/cart-fixtures';
import { signInForTest } from '../../test/account-fixtures';
import { ProductOverlay } from '../product';
import { CartPanel } from './components/cart-panel';
import { BranchSwitch } from './components/branch-switch';

/** A Margherita of branch 502: Small $10 (stock 11) and Large $14 (stock 12, 3 left), and an
 * Extra Cheese add-on ($1.50, stock 90) on the Large. */
function margherita() {
  const large = detailStock(12, 'Large', 14);
  Object.assign(large, {
    quantity: 3,
    addons: [{
      __typename: 'StockAddon', id: 1, addon_id: 9,
      product: {
        __typename: 'AddonProduct', id: 9, uuid: 'cheese', img: null, min_qty: 1, max_qty: 10,
        translation: { __typename: 'ProductTranslation', id: 9, title: 'Extra Cheese' },
        stock: { __typename: 'AddonStock', id: 90, price: 1.5, total_price: 1.5, quantity: 50 },
      },
    }],
  });
  return productDetailsMock('p-1', 'Margherita', [detailStock(11, 'Small', 10), large]);
}

describe('adding from the product overlay', () => {
  it('adds the chosen size, add-ons and quantity to a guest’s cart, then closes', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const store = testStore();
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1', mocks: [margherita()], store });
    await waitForToaster();
    await user.click(await screen.findByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('checkbox', { name: 'Extra Cheese' }));
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    // Only 3 Large are left: the stepper stops there.
    expect(increase).toHaveAttribute('disabled');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const { cart } = store.getState();
    expect(cart.shopId).toBe(502);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      stock: { id: 12, total_price: 14, extras: [{ value: 'Large' }] },
      quantity: 3,
      addons: [{ stock: { id: 90, total_price: 1.5 }, title: 'Extra Cheese', quantity: 1 }],
    });
  });

  it('asks before a dish of another branch empties the cart', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const store = testStore();
    store.setState({ cart: { shopId: 7, lines: [localLine({ stockId: 70 })] } });
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1', mocks: [margherita()], store });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alertdialog', { name: 'Start a new cart?', hidden: true })).toBeInTheDocument();
    // `hidden`: in jsdom, tabster's modal bookkeeping left by the previous test marks the nested
    // dialog aria-hidden (the browser test sees it as it should be).
    const question = () => screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(await question()).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(store.getState().cart.shopId).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await question()).getByRole('button', { name: 'Clear cart', hidden: true }));
    await waitFor(() => expect(store.getState().cart.shopId).toBe(502));
    expect(store.getState().cart.lines.map((l) => l.stock.id)).toEqual([11]);
  });
});

describe('the cart panel', () => {
  it('lists a guest’s lines, steps quantities (never below 1), removes, clears, and warns under the minimum', async () => {
    const user = userEvent.setup();
    const store = testStore();
    store.setState({
      cart: { shopId: 3, lines: [localLine({ quantity: 2 }), localLine({ stockId: 12, product: { uuid: 'p-12', title: 'Tiramisu', min_qty: 1, max_qty: 5 } })] },
    });
    renderWithApp(<CartPanel />, { store, mocks: [branchesMock([branch(3, 'Downtown', { min_amount: 40 })])] });

    const margherita = screen.getByRole('group', { name: 'Margherita' });
    expect(screen.getAllByTestId('money').map((m) => m.textContent)).toEqual(['$20.00', '$10.00', '$30.00']);
    expect((await screen.findByText(/Your order did not reach minimum amount, minimum amount is/)).textContent).toContain('$40.00');

    await user.click(within(margherita).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(margherita).getByText('1')).toBeInTheDocument();
    expect(within(margherita).getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('disabled');
    await user.click(within(margherita).getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.lines[0].quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(store.getState().cart.lines.map((l) => l.product.title)).toEqual(['Margherita']);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty. Add dishes from the menu.')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('shows a signed-in customer’s server cart and sends a step as insert-product, showing the answer', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const mocks: MockedResponse[] = [
      { request: { query: CartDocument }, result: { data: { cart: { __typename: 'CartResponse', data: serverCart(2) } } } },
      {
        request: {
          query: InsertCartProductsDocument,
          variables: { input: { shop_id: 3, products: [{ stock_id: 11, quantity: 3 }, { stock_id: 90, quantity: 3, parent_id: 11 }] } },
        },
        result: { data: { insertCartProducts: { __typename: 'CartResponse', data: serverCart(3) } } },
      },
      branchesMock([branch(3, 'Downtown')]),
    ];
    renderWithApp(<CartPanel />, { mocks });
    const line = await screen.findByRole('group', { name: 'Margherita' });
    expect(screen.getByText('Extra Cheese × 1')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(line).getByText('3')).toBeInTheDocument());
    expect(screen.getAllByTestId('money').at(-1)!.textContent).toBe('$34.50');
  });
});

/** The server's cart of user 5 at branch 3: `quantity` Margherita ($10) with Extra Cheese ($1.50 each). */
function serverCart(quantity: number): CartFieldsFragment & { __typename: 'Cart' } {
  const total = quantity * 11.5;
  return {
    __typename: 'Cart', id: 1, shop_id: 3, owner_id: 5, group: false, price: total, total_discount: 0, total_price: total,
    user_carts: [{
      __typename: 'UserCart', id: 2, uuid: 'u-2', name: 'Demo', user_id: 5, status: true,
      cartDetails: [{
        __typename: 'CartDetail', id: 3, stock_id: 11, quantity, total_price: quantity * 10, discount: 0,
        stock: {
          __typename: 'CartStock', id: 11, total_price: 10, quantity: 50, extras: [],
          product: {
            __typename: 'CartProduct', id: 1, uuid: 'p-1', img: '', min_qty: 1, max_qty: 10,
            translation: { __typename: 'ProductTranslation', id: 1, title: 'Margherita' },
          },
        },
        addons: [{
          __typename: 'CartAddon', id: 4, stock_id: 90, quantity, total_price: quantity * 1.5,
          stock: {
            __typename: 'CartStock', id: 90, total_price: 1.5,
            product: { __typename: 'CartProduct', id: 9, uuid: 'cheese', translation: { __typename: 'ProductTranslation', id: 9, title: 'Extra Cheese' } },
          },
        }],
      }],
    }],
  } as unknown as CartFieldsFragment & { __typename: 'Cart' };
}

describe('switching branch', () => {
  it('switches at once with an empty cart, and asks before emptying a cart of another branch', async () => {
    const user = userEvent.setup();
    const picked: number[] = [];
    let done = 0;
    const store = testStore();
    const select = (b: { id: number }) => picked.push(b.id);
    const { unmount } = renderWithApp(<BranchSwitch branch={branch(5, 'Midtown')} select={select} onDone={() => (done += 1)} />, { store });
    await waitFor(() => expect(picked).toEqual([5]));
    unmount();

    store.setState({ cart: { shopId: 3, lines: [localLine()] } });
    renderWithApp(<BranchSwitch branch={branch(5, 'Midtown')} select={select} onDone={() => (done += 1)} />, { store });
    const question = await screen.findByRole('alertdialog', { name: 'Start a new cart?' });
    expect(question.textContent).toContain('Clear it to order from Midtown?');
    expect(picked).toEqual([5]);
    await user.click(within(question).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(picked).toEqual([5, 5]));
    expect(store.getState().cart.lines).toEqual([]);
    expect(done).toBe(2);
  });
});
