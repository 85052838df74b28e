import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithApp, testStore } from '../../test/render';
import { localLine } from '../../test/cart-fixtures';
import { AddToCart } from './components/add-to-cart';

// Its own file: Fluent's modal state leaks from one dialog test to the next in jsdom.
describe('adding to the cart', () => {
  it('asks before a dish of another branch empties the cart', async () => {
    const user = userEvent.setup();
    const store = testStore();
    store.setState({ cart: { shopId: 7, lines: [localLine({ stockId: 70 })] } });
    const product = { uuid: 'p-1', img: '', shop_id: 502, min_qty: 1, max_qty: 10, translation: { title: 'Margherita' } };
    const stock = { id: 11, total_price: 10, quantity: 10, extras: [] };
    renderWithApp(<AddToCart product={product} stock={stock} addons={[]} />, { store });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const question = await findDialog('alertdialog', 'Start a new cart?');
    expect(question.textContent).toContain('Your cart holds dishes from another branch. Clear it and add this dish?');
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(store.getState().cart.shopId).toBe(7);
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());

    // The page is given back to assistive technologies just after the question has gone.
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const again = await findDialog('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Clear cart', hidden: true }));
    await waitFor(() => expect(store.getState().cart.shopId).toBe(502));
    expect(store.getState().cart.lines.map((l) => l.stock.id)).toEqual([11]);
  });
});
