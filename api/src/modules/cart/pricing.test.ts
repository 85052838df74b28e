import { describe, expect, it } from 'vitest';
import { cartCents, lineCents, lineTaxCents, type PricedStock } from './pricing';

const pizza: PricedStock = { price: 1299, discount: 100, taxPercent: 13 };
const cheese: PricedStock = { price: 150, discount: 0, taxPercent: 13 };

describe('lineCents', () => {
  it('is (price + product tax) × quantity and discount × quantity, in base cents at rate 1', () => {
    // 1299 + round(168.87) = 1468 per unit.
    expect(lineCents(pizza, { quantity: 2, bonus: false })).toEqual({ price: 2936, discount: 200 });
  });

  it('converts and rounds price, tax and discount per unit, as the catalogue shows them', () => {
    // round(1195.08) + round(155.36) = 1195 + 155; discount round(92) = 92.
    expect(lineCents(pizza, { quantity: 3, bonus: false }, 0.92)).toEqual({ price: 1350 * 3, discount: 92 * 3 });
  });

  it('caps the discount at the unit price and makes bonus lines free', () => {
    expect(lineCents({ price: 100, discount: 500, taxPercent: 0 }, { quantity: 2, bonus: false })).toEqual({ price: 200, discount: 200 });
    expect(lineCents(pizza, { quantity: 5, bonus: true })).toEqual({ price: 0, discount: 0 });
    expect(lineTaxCents(pizza, { quantity: 5, bonus: true })).toBe(0);
  });
});

describe('cartCents', () => {
  it('sums every line, counts the add-ons\' share and taxes what is left after discounts', () => {
    const stocks = new Map([[1, pizza], [2, cheese]]);
    const lines = [
      { stockId: 1, parentId: null, quantity: 2, bonus: false },
      { stockId: 2, parentId: 10, quantity: 2, bonus: false },
    ];
    // cheese: 150 + round(19.5) = 170 per unit; the product tax is 169 × 2 + 20 × 2.
    expect(cartCents(lines, stocks, 13)).toEqual({
      price: 2936 + 340, addons: 340, discount: 200, productTax: 338 + 40, shopTax: Math.round((3276 - 200) * 0.13),
    });
  });
});
