// What the cart screens show, the same for the guest's local cart and a signed-in server cart.
import type { CartFieldsFragment } from '../../../graphql/cart.generated';
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
  /** Added while offline: kept on this device until the connection is back (signed in). */
  pending?: boolean;
}

/** Another member of a group order, with their lines. */
export interface CartMemberView {
  /** Shown to the owner only (it is the member's secret); the owner removes members by it. */
  uuid: string | null;
  name: string;
  guest: boolean;
  lines: CartLineView[];
}

export interface CartView {
  /** The server cart's id (signed in). */
  id?: number;
  shopId: number | null;
  /** A group order is open on this cart. */
  group: boolean;
  /** The other members of a group order. */
  members: CartMemberView[];
  lines: CartLineView[];
  /** Dishes, counted by quantity. */
  count: number;
  total: number;
  /** Lines not on the server yet (added offline); an order waits until they are. */
  pending: number;
}

export const emptyCartView: CartView = { shopId: null, group: false, members: [], lines: [], count: 0, total: 0, pending: 0 };

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
  return { ...emptyCartView, shopId: cart.shopId, lines, ...summary(lines), total: round2(lines.reduce((sum, l) => sum + l.total, 0)) };
}

type ServerLine = CartFieldsFragment['user_carts'][number]['cartDetails'][number];

function serverLine(line: ServerLine): CartLineView {
  const addons = line.addons.map((a) => ({
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
    options: line.stock.extras.map((e) => e.value).join(', '),
    quantity: line.quantity,
    min: product.min_qty,
    max: product.max_qty,
    unitPrice: line.stock.total_price,
    total: round2(line.total_price + addons.reduce((sum, a) => sum + a.total, 0)),
    addons,
  };
}

type Member = CartFieldsFragment['user_carts'][number];

/** A server cart as `isOwn` member sees it: their lines, and the other members (group order). */
export function serverCartView(cart: CartFieldsFragment | null | undefined, isOwn: (member: Member) => boolean): CartView {
  if (!cart) return emptyCartView;
  const members = cart.user_carts;
  const own = members.find(isOwn);
  const lines = (own?.cartDetails ?? []).map(serverLine);
  const others = members.filter((m) => m !== own).map((m) => ({
    uuid: m.uuid, name: m.name, guest: m.user_id == null, lines: m.cartDetails.map(serverLine),
  }));
  return { id: cart.id, shopId: cart.shop_id, group: cart.group, members: others, lines, ...summary(lines), total: cart.total_price, pending: 0 };
}

/**
 * The signed-in customer's cart with the lines added while offline after its own: they reach the
 * server when the connection is back (CartSync), the same dish summed with its server line.
 */
export function withPendingLines(server: CartView, local: CartView): CartView {
  if (local.lines.length === 0) return server;
  const pending = local.lines.map((line) => ({ ...line, pending: true }));
  return {
    ...server,
    shopId: server.shopId ?? local.shopId,
    lines: [...server.lines, ...pending],
    count: server.count + local.count,
    total: round2(server.total + local.total),
    pending: pending.length,
  };
}

/** The signed-in customer's member row. */
export const ownerRow = (userId: number | undefined) => (member: Member) => member.user_id != null && member.user_id === userId;
/** A guest member's row, found by their uuid. */
export const guestRow = (uuid: string) => (member: Member) => member.uuid === uuid;
