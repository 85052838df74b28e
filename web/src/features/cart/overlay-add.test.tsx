import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithApp, setViewportWidth, testStore, waitForToaster } from '../../test/render';
import { detailStock, productDetailsMock } from '../../test/catalogue-fixtures';
import { testUuid } from '../../test/uuids';
import { ProductOverlay } from '../product';

const P1 = testUuid(1);

// Its own file: the overlay's modal dialog leaves focus-trap state in jsdom that hides the
// dialogs of later tests from role queries.
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
  return productDetailsMock(P1, 'Margherita', [detailStock(11, 'Small', 10), large]);
}

describe('adding from the product overlay', () => {
  it('adds the chosen size, add-ons and quantity to a guest’s cart, then closes', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const store = testStore();
    renderWithApp(<ProductOverlay />, { route: `/?product=${P1}`, mocks: [margherita()], store });
    await waitForToaster();
    const dialog = await findDialog('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Large', hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Extra Cheese', hidden: true }));
    const increase = within(dialog).getByRole('button', { name: 'Increase quantity', hidden: true });
    await user.click(increase);
    await user.click(increase);
    // Only 3 Large are left: the stepper stops there.
    expect(increase).toHaveAttribute('disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart', hidden: true }));

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
});
