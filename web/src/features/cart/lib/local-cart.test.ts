import { describe, expect, it } from 'vitest';
import { localLine } from '../../../test/cart-fixtures';
import {
  addLine, clearCart, emptyLocalCart, lineKey, lineTotal, priceIn, reduceLine, removeLine, setLine, updateQuantities, type LocalCart,
} from './local-cart';

const cheese = { stock: { id: 90, total_price: 1.5 }, title: 'Cheese', quantity: 1 };
const cartOf = (...lines: ReturnType<typeof localLine>[]): LocalCart => ({ shopId: 1, lines });

describe('local cart', () => {
  it('add merges the quantity when the same stock exists', () => {
    const cart = addLine(cartOf(localLine({ quantity: 2 })), 1, localLine({ quantity: 3 }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(5);
  });

  it('add keeps the same stock with other add-ons as another line', () => {
    const cart = addLine(cartOf(localLine()), 1, localLine({ addons: [cheese] }));
    expect(cart.lines.map(lineKey)).toEqual(['11', '11:90']);
  });

  it('add stays within the product’s maximum', () => {
    const cart = addLine(cartOf(localLine({ quantity: 9 })), 1, localLine({ quantity: 5 }));
    expect(cart.lines[0].quantity).toBe(10);
  });

  it('add of another branch’s dish starts a new cart for that branch', () => {
    const cart = addLine(cartOf(localLine()), 2, localLine({ stockId: 21 }));
    expect(cart).toEqual({ shopId: 2, lines: [localLine({ stockId: 21 })] });
  });

  it('set replaces the line', () => {
    const cart = setLine(cartOf(localLine({ quantity: 2 })), 1, localLine({ quantity: 7 }));
    expect(cart.lines).toEqual([localLine({ quantity: 7 })]);
  });

  it('reduce lowers the quantity but never below 1', () => {
    let cart = cartOf(localLine({ quantity: 2 }));
    cart = reduceLine(cart, '11');
    expect(cart.lines[0].quantity).toBe(1);
    cart = reduceLine(cart, '11');
    expect(cart.lines[0].quantity).toBe(1);
  });

  it('remove deletes the line; the last one leaves an empty cart of no branch', () => {
    const cart = cartOf(localLine(), localLine({ stockId: 12 }));
    expect(removeLine(cart, '11').lines.map(lineKey)).toEqual(['12']);
    expect(removeLine(removeLine(cart, '11'), '12')).toEqual(emptyLocalCart);
  });

  it('updates quantities from a list of stock_id and quantity; 0 removes', () => {
    const cart = updateQuantities(cartOf(localLine(), localLine({ stockId: 12 }), localLine({ stockId: 13 })), [
      { stock_id: 11, quantity: 4 },
      { stock_id: 12, quantity: 0 },
    ]);
    expect(cart.lines.map((l) => [l.stock.id, l.quantity])).toEqual([[11, 4], [13, 1]]);
  });

  it('clear empties it', () => {
    expect(clearCart()).toEqual(emptyLocalCart);
  });

  it('a line costs (dish + add-ons per dish) × quantity, in cents without float noise', () => {
    expect(lineTotal(localLine({ quantity: 3, stock: { id: 11, total_price: 10.1, extras: [] }, addons: [cheese] }))).toBe(34.8);
  });
});

describe('a guest’s cart after a currency switch', () => {
  it('shows its prices in the new currency, and a new line joins in that currency', () => {
    const cart: LocalCart = { shopId: 1, rate: 1, lines: [localLine({ addons: [cheese] })] };
    const inEuros = priceIn(cart, 0.9);
    expect(inEuros.rate).toBe(0.9);
    expect(inEuros.lines[0].stock.total_price).toBe(9);
    expect(inEuros.lines[0].addons[0].stock.total_price).toBe(1.35);
    expect(priceIn(cart, 1)).toBe(cart);
    const added = addLine(priceIn(cart, 0.9), 1, localLine({ stockId: 12, stock: { id: 12, total_price: 4.5, extras: [] } }));
    expect(added.lines.map((l) => l.stock.total_price)).toEqual([9, 4.5]);
    expect(added.rate).toBe(0.9);
  });
});
