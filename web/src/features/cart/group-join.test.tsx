import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupCartDocument, InsertGroupCartProductsDocument, JoinGroupOrderDocument } from '../../graphql/cart.generated';
import { apiError } from '../../test/account-fixtures';
import { serverCart } from '../../test/cart-fixtures';
import { renderRoutes, renderWithApp } from '../../test/render';
import { AddToCart } from './components/add-to-cart';
import { GroupMembershipContext } from './lib/group-membership';

/** The api's answer to a client over its rate limit, as the gateway passes it on. */
const limited = (seconds: number) =>
  apiError(429, 'ERROR_429', `Too many requests. Please wait ${seconds} seconds.`, { retry_after: [String(seconds)] });

describe('a guest in a group order, refused by the rate limit', () => {
  it('is told how long to wait before joining', async () => {
    const user = userEvent.setup();
    renderRoutes({
      route: '/group/order/42',
      mocks: [{ request: { query: JoinGroupOrderDocument, variables: { input: { cart_id: 42, name: 'Nadia' } } }, result: { errors: [limited(30)] } }],
    });
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Nadia');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Too many attempts. Please wait 30 seconds.')).toBeInTheDocument();
  });

  it('is told how long to wait before adding a dish', async () => {
    const user = userEvent.setup();
    const member = { cartId: 1, uuid: 'u-2', join: () => {} };
    const product = { uuid: 'p-1', img: '', shop_id: 3, min_qty: 1, max_qty: 10, translation: { title: 'Margherita' } };
    const stock = { id: 11, total_price: 10, quantity: 10, extras: [] };
    renderWithApp(
      <GroupMembershipContext.Provider value={member}>
        <AddToCart product={product} stock={stock} addons={[]} />
      </GroupMembershipContext.Provider>,
      {
        mocks: [
          { request: { query: GroupCartDocument, variables: { id: 1, uuid: 'u-2' } }, result: { data: { groupCart: serverCart(1) } } },
          { request: { query: InsertGroupCartProductsDocument }, variableMatcher: () => true, result: { errors: [limited(9)] } },
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Too many attempts. Please wait 9 seconds.')).toBeInTheDocument();
  });
});
