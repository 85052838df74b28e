import type { CartFieldsFragment } from '../graphql/cart.generated';
import type { LocalCartLine } from '../shared/lib/storage';

/** A local cart line: a Margherita (stock 11, $10) unless told otherwise. */
export function localLine(overrides: Partial<LocalCartLine> & { stockId?: number } = {}): LocalCartLine {
  const { stockId = 11, ...rest } = overrides;
  return {
    stock: { id: stockId, total_price: 10, extras: [{ value: 'Large' }] },
    product: { uuid: `p-${stockId}`, title: 'Margherita', img: null, min_qty: 1, max_qty: 10 },
    quantity: 1,
    addons: [],
    ...rest,
  };
}

export const cartLine = localLine();

/** The server's cart of user 5 at branch 3: `quantity` Margherita ($10) with Extra Cheese ($1.50 each). */
export function serverCart(quantity: number): CartFieldsFragment & { __typename: 'Cart' } {
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
