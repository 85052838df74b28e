// What the cart screens show, the same for the guest's local cart and a signed-in server cart.
import { present } from '../../../shared/lib/graphql/present';
import type { CartFieldsFragment } from '../../../graphql/generated';
import { lineKey, lineTotal, round2, type LocalCart } from './local-cart';

export interface CartLineView {
  /** Stock and add-on stocks: the line's identity (lineKey). */
  key: string;
  /** The server's cart_detail id; absent in the local cart. */
  lineId?: number;
  stockId: number;
  productUuid: string;
  title: string;
  img?: string | null;
  /** The chosen extras (size, crust…), e.g. "Large, Thin". */
  options: string;
  quantity: number;
  min: number;
  max: number;
  total: number;
  /** Add-ons, `quantity` per dish. */
  addons: { stockId: number; title: string; quantity: number; total: number; unitPrice: number }[];
  unitPrice: number;
}

export interface CartView {
  /** The server cart's id (signed in). */
  id?: number;
  shopId: number | null;
  lines: CartLineView[];
  /** Dishes, counted by quantity. */
  count: number;
  total: number;
}

export const emptyCartView: CartView = { shopId: null, lines: [], count: 0, total: 0 };

const summary = (lines: CartLineView[]) => ({
  count: lines.reduce((sum, l) => sum + l.quantity, 0),
});

export function localCartView(cart: LocalCart): CartView {
  const lines = cart.lines.map((line): CartLineView => ({
    key: lineKey(line),
    stockId: line.stock.id,
    productUuid: line.product.uuid,
    title: line.product.title,
    img: line.product.img,
    options: line.stock.extras.map((e) => e.value).join(', '),
    quantity: line.quantity,
    min: line.product.min_qty,
    max: line.product.max_qty,
    unitPrice: line.stock.total_price,
    total: lineTotal(line),
    addons: line.addons.map((a) => ({
      stockId: a.stock.id, title: a.title, quantity: a.quantity, unitPrice: a.stock.total_price,
      total: round2(a.stock.total_price * a.quantity * line.quantity),
    })),
  }));
  return { shopId: cart.shopId, lines, ...summary(lines), total: round2(lines.reduce((sum, l) => sum + l.total, 0)) };
}

type ServerLine = NonNullable<NonNullable<CartFieldsFragment['user_carts'][number]>['cartDetails'][number]>;

function serverLine(line: ServerLine): CartLineView {
  const addons = present(line.addons).map((a) => ({
    stockId: a.stock_id,
    title: a.stock.product.translation.title,
    // The server's add-on line holds the add-on for every dish of the line.
    quantity: Math.max(1, Math.round(a.quantity / Math.max(1, line.quantity))),
    unitPrice: a.stock.total_price,
    total: a.total_price,
  }));
  const product = line.stock.product;
  return {
    key: lineKey({ stock: { id: line.stock_id }, addons: addons.map((a) => ({ stock: { id: a.stockId } })) }),
    lineId: line.id,
    stockId: line.stock_id,
    productUuid: product.uuid,
    title: product.translation.title,
    img: product.img,
    options: present(line.stock.extras).map((e) => e.value).join(', '),
    quantity: line.quantity,
    min: product.min_qty,
    max: product.max_qty,
    unitPrice: line.stock.total_price,
    total: round2(line.total_price + addons.reduce((sum, a) => sum + a.total, 0)),
    addons,
  };
}

/** The signed-in customer's own lines (their member row) of a server cart. */
export function serverCartView(cart: CartFieldsFragment | null | undefined, userId: number | undefined): CartView {
  if (!cart) return emptyCartView;
  const own = present(cart.user_carts).find((member) => member.user_id === userId) ?? present(cart.user_carts)[0];
  const lines = present(own?.cartDetails).map(serverLine);
  return { id: cart.id, shopId: cart.shop_id, lines, ...summary(lines), total: cart.total_price };
}
