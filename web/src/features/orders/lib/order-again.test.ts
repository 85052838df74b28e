import { describe, expect, it } from 'vitest';
import { reorderLines, type OrderedLine } from './order-again';

const stock = (id: number, quantity: number, title = `Dish ${id}`) => ({
  id, total_price: 10, quantity, extras: [{ value: 'Large' }],
  product: { uuid: `uuid-${id}`, img: null, min_qty: 1, max_qty: 5, translation: { title } },
});

describe('order again', () => {
  it('puts back the dishes still on the menu, within today\'s limits, add-ons per dish', () => {
    const lines: OrderedLine[] = [
      { quantity: 2, stock: stock(1, 50), addons: [{ quantity: 4, stock: stock(9, 10, 'Cheese') }, { quantity: 2, stock: null }] },
      { quantity: 1, stock: null, addons: [] },
      { quantity: 3, stock: stock(2, 0), addons: [] },
      { quantity: 9, stock: stock(3, 4), addons: [] },
    ];
    const back = reorderLines(lines);
    expect(back.map((line) => [line.stock.id, line.quantity])).toEqual([[1, 2], [3, 4]]);
    expect(back[0].addons).toEqual([{ stock: { id: 9, total_price: 10 }, title: 'Cheese', quantity: 2 }]);
    expect(back[0].product).toMatchObject({ uuid: 'uuid-1', title: 'Dish 1' });
    expect(back[0].stock.extras).toEqual([{ value: 'Large' }]);
  });
});
