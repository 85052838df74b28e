// The one place where a cart line's price is computed, for the cart view (in the requested
// currency) and the checkout quote (in base cents): per unit, the stock's price plus the
// product's tax, each converted and rounded as the catalogue shows them, and the discount
// (capped at that), times the quantity. Sums are of integer cents, so there is no float noise.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stocks } from '../catalogue';

/** What prices one unit of a stock: base cents and the product's tax percent. */
export interface PricedStock {
  price: number;
  discount: number;
  taxPercent: number;
}

export interface PricedLine {
  stockId: number;
  parentId: number | null;
  quantity: number;
  bonus: boolean;
}

/** A line's amounts in cents of the currency of `rate` (1: base cents): (price + tax) ×
 * quantity and discount × quantity; bonus lines are free. */
export function lineCents(stock: PricedStock, line: Pick<PricedLine, 'quantity' | 'bonus'>, rate = 1) {
  if (line.bonus) return { price: 0, discount: 0 };
  const unit = Math.round(stock.price * rate) + unitTaxCents(stock, rate);
  return { price: unit * line.quantity, discount: Math.min(Math.round(stock.discount * rate), unit) * line.quantity };
}

/** The product's tax on one unit, in cents of the currency of `rate`, as the catalogue shows it. */
const unitTaxCents = (stock: PricedStock, rate: number) => Math.round(((stock.price * stock.taxPercent) / 100) * rate);

/** The product tax a line's price includes (bonus lines are free). */
export const lineTaxCents = (stock: PricedStock, line: Pick<PricedLine, 'quantity' | 'bonus'>, rate = 1) =>
  (line.bonus ? 0 : unitTaxCents(stock, rate) * line.quantity);

/** The branch's tax on what the lines cost after their discounts, in the same cents. */
export const shopTaxCents = (afterDiscounts: number, shopTaxPercent: number) => Math.round((afterDiscounts * shopTaxPercent) / 100);

/** Sums over every line (add-ons included): the subtotal, the add-ons' share of it, the product
 * tax it includes, the discounts and the branch's tax on the difference, in cents of the currency of `rate`. */
export function cartCents(lines: PricedLine[], stocksById: Map<number, PricedStock>, shopTaxPercent: number, rate = 1) {
  let price = 0;
  let discount = 0;
  let addons = 0;
  let productTax = 0;
  for (const line of lines) {
    const stock = stocksById.get(line.stockId)!;
    const amounts = lineCents(stock, line, rate);
    price += amounts.price;
    discount += amounts.discount;
    productTax += lineTaxCents(stock, line, rate);
    if (line.parentId !== null) addons += amounts.price;
  }
  return { price, addons, discount, productTax, shopTax: shopTaxCents(price - discount, shopTaxPercent) };
}

/** What a priced stock query selects: the stock, its product's tax and whether it can be bought. */
const pricedColumns = { stock: stocks, taxPercent: products.tax, active: products.active, status: products.status };

export interface PricedRow {
  stock: typeof stocks.$inferSelect;
  taxPercent: number;
  active: boolean;
  status: string;
}

/** The stock rows with what prices them, and which of them can no longer be bought (product
 * inactive or unpublished). */
export function pricedStocks(rows: PricedRow[]) {
  return {
    rows: rows.map((row) => row.stock),
    priced: new Map<number, PricedStock>(rows.map(({ stock, taxPercent }) => [stock.id, { price: stock.price, discount: stock.discount, taxPercent }])),
    unavailable: rows.filter((row) => !row.active || row.status !== 'published').map((row) => row.stock.id),
  };
}

/** The priced stocks of `ids`. */
export async function loadPricedStocks(db: Database, ids: number[]) {
  const rows = ids.length
    ? await db.select(pricedColumns).from(stocks).innerJoin(products, eq(products.id, stocks.productId)).where(inArray(stocks.id, ids))
    : [];
  return pricedStocks(rows);
}
