import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { CartDocument, InsertCartProductsDocument } from '../../graphql/cart.generated';
import { findDialog, renderWithApp, testStore } from '../../test/render';
import { branch, branchesMock } from '../../test/catalogue-fixtures';
import { localLine, serverCart } from '../../test/cart-fixtures';
import { signInForTest } from '../../test/account-fixtures';
import { CartPanel } from './components/cart-panel';
import { BranchSwitch } from './components/branch-switch';

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
    await user.click(within(await findDialog('alertdialog')).getByRole('button', { name: 'Clear cart', hidden: true }));
    expect(await screen.findByText('Your cart is empty. Add dishes from the menu.')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('shows a guest’s lines in the currency chosen after they were added', async () => {
    const store = testStore();
    store.setState({
      currency: { selected: { id: 2, symbol: '€', position: 'after', rate: 0.5 }, default: { id: 1, symbol: '$', position: 'before', rate: 1 } },
      cart: { shopId: 3, rate: 1, lines: [localLine({ quantity: 2 })] },
    });
    renderWithApp(<CartPanel />, { store, mocks: [branchesMock([branch(3, 'Downtown', { min_amount: 0 })])] });
    expect(screen.getAllByTestId('money').map((m) => m.textContent?.replace(/\s/g, ' '))).toEqual(['10.00 €', '10.00 €']);
  });

  it('shows a signed-in customer’s server cart and sends a step as insert-product, showing the answer', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const mocks: MockedResponse[] = [
      { request: { query: CartDocument }, result: { data: { cart: serverCart(2) } } },
      {
        request: {
          query: InsertCartProductsDocument,
          variables: { input: { shop_id: 3, products: [{ stock_id: 11, quantity: 3 }, { stock_id: 90, quantity: 3, parent_id: 11 }] } },
        },
        result: { data: { insertCartProducts: serverCart(3) } },
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
    const question = await findDialog('alertdialog', 'Start a new cart?');
    expect(question.textContent).toContain('Clear it to order from Midtown?');
    expect(picked).toEqual([5]);
    await user.click(within(question).getByRole('button', { name: 'Clear cart', hidden: true }));
    await waitFor(() => expect(picked).toEqual([5, 5]));
    expect(store.getState().cart.lines).toEqual([]);
    expect(done).toBe(2);
  });
});
