// The guest's cart, kept in memory only (not persisted: the server cart is
// the truth once signed in). Each operation returns a new cart, so the store can hold it as is.
import { emptyLocalCart, type LocalCart, type LocalCartLine } from '../../../shared/lib/storage';

export { emptyLocalCart, type LocalCart, type LocalCartLine };

/** Two lines are the same when they have the same stock and the same add-on stocks (the
 * server's rule too, so a guest's lines map one to one onto server lines). */
export function lineKey(line: { stock: { id: number }; addons: ReadonlyArray<{ stock: { id: number } }> }): string {
  const addons = line.addons.map((a) => a.stock.id).sort((a, b) => a - b);
  return [line.stock.id, ...addons].join(':');
}

const clamp = (line: LocalCartLine, quantity: number) =>
  Math.max(line.product.min_qty, Math.min(line.product.max_qty, Math.round(quantity)));

function replace(cart: LocalCart, key: string, change: (line: LocalCartLine) => LocalCartLine | null): LocalCart {
  const lines = cart.lines.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    const next = change(line);
    return next ? [next] : [];
  });
  return lines.length ? { ...cart, lines } : emptyLocalCart;
}

/** The cart to change for a line of `shopId`: this one, or a new one for another branch. */
const cartOf = (cart: LocalCart, shopId: number): LocalCart =>
  cart.shopId === shopId ? cart : { shopId, lines: [], ...(cart.rate ? { rate: cart.rate } : {}) };

/** Add: merges the quantity into the line with the same stock and add-ons, else appends. A line
 * of another branch empties the cart first (the caller has asked the customer). */
export function addLine(cart: LocalCart, shopId: number, line: LocalCartLine): LocalCart {
  const base = cartOf(cart, shopId);
  const key = lineKey(line);
  const existing = base.lines.find((l) => lineKey(l) === key);
  if (!existing) return { ...base, lines: [...base.lines, { ...line, quantity: clamp(line, line.quantity) }] };
  return replace(base, key, (l) => ({ ...l, quantity: clamp(l, l.quantity + line.quantity) }));
}

/** Set: replaces the line with the same stock and add-ons (or appends it). */
export function setLine(cart: LocalCart, shopId: number, line: LocalCartLine): LocalCart {
  const base = cartOf(cart, shopId);
  const key = lineKey(line);
  const next = { ...line, quantity: clamp(line, line.quantity) };
  if (!base.lines.some((l) => lineKey(l) === key)) return { ...base, lines: [...base.lines, next] };
  return replace(base, key, () => next);
}

/** Reduce: one less, never below 1 (removing a line is its own action). */
export function reduceLine(cart: LocalCart, key: string): LocalCart {
  return replace(cart, key, (l) => ({ ...l, quantity: Math.max(1, l.quantity - 1) }));
}

/** Remove: deletes the line. */
export function removeLine(cart: LocalCart, key: string): LocalCart {
  return replace(cart, key, () => null);
}

/** Update from a list of stock ids and quantities: each line of that stock takes the quantity
 * (within its limits); 0 removes it. */
export function updateQuantities(cart: LocalCart, items: ReadonlyArray<{ stock_id: number; quantity: number }>): LocalCart {
  const wanted = new Map(items.map((i) => [i.stock_id, i.quantity]));
  const lines = cart.lines.flatMap((line) => {
    const quantity = wanted.get(line.stock.id);
    if (quantity == null) return [line];
    return quantity <= 0 ? [] : [{ ...line, quantity: clamp(line, quantity) }];
  });
  return lines.length ? { ...cart, lines } : emptyLocalCart;
}

/** Clear: empties the cart. */
export const clearCart = (): LocalCart => emptyLocalCart;

/** One line's amount: (unit price + add-ons per unit) × quantity. */
export function lineTotal(line: LocalCartLine): number {
  const addons = line.addons.reduce((sum, a) => sum + a.stock.total_price * a.quantity, 0);
  return round2((line.stock.total_price + addons) * line.quantity);
}

export const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The cart with its prices in the currency of `rate`: after a currency switch a guest's lines
 * show the new currency's amounts (the server prices signed-in carts itself). */
export function priceIn(cart: LocalCart, rate: number | undefined): LocalCart {
  if (!rate || cart.rate === rate) return cart;
  if (!cart.rate || cart.lines.length === 0) return { ...cart, rate };
  const convert = (price: number) => round2((price * rate) / cart.rate!);
  return {
    ...cart,
    rate,
    lines: cart.lines.map((line) => ({
      ...line,
      stock: { ...line.stock, total_price: convert(line.stock.total_price) },
      addons: line.addons.map((a) => ({ ...a, stock: { ...a.stock, total_price: convert(a.stock.total_price) } })),
    })),
  };
}
