// "Order again": an order's lines that can go back into the cart as they are on the menu now.
import type { LocalCartLine } from '../../../shared/lib/storage';

interface OrderedStock {
  id: number;
  total_price: number;
  quantity: number;
  extras: ReadonlyArray<{ value: string }>;
  product: { uuid: string; img?: string | null; min_qty: number; max_qty: number; translation: { title: string } };
}

export interface OrderedLine {
  quantity: number;
  stock?: OrderedStock | null;
  addons: ReadonlyArray<{ quantity: number; stock?: Omit<OrderedStock, 'extras'> | null }>;
}

/**
 * Cart lines for the dishes of `lines` still on the menu and in stock, each at the ordered
 * quantity within today's limits. Add-ons left the menu are dropped from their dish; an order's
 * add-on line holds its quantity × the dish's, the cart keeps it per dish.
 */
export function reorderLines(lines: ReadonlyArray<OrderedLine>): LocalCartLine[] {
  return lines.flatMap((line) => {
    const stock = line.stock;
    if (!stock || stock.quantity < 1) return [];
    const { product } = stock;
    const quantity = Math.max(product.min_qty, Math.min(line.quantity, product.max_qty, stock.quantity));
    if (quantity > stock.quantity) return [];
    return [{
      stock: { id: stock.id, total_price: stock.total_price, extras: stock.extras.map(({ value }) => ({ value })) },
      product: { uuid: product.uuid, title: product.translation.title, img: product.img, min_qty: product.min_qty, max_qty: product.max_qty },
      quantity,
      addons: line.addons.flatMap((addon) => (addon.stock && addon.stock.quantity > 0 ? [{
        stock: { id: addon.stock.id, total_price: addon.stock.total_price },
        title: addon.stock.product.translation.title,
        quantity: Math.max(1, Math.round(addon.quantity / line.quantity)),
      }] : [])),
    }];
  });
}
