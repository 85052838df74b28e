// The guest's cart: lines kept in this browser until sign-in sends them to the server's cart.
// Hand-written, unlike the gateway's shapes in web/src/graphql: no query answers with it. The
// root store holds it (in memory only); features/cart owns its operations.

/** A line of the local cart: the stock with its price and extras, the product fields the cart
 * shows, the quantity and the add-ons. Prices are for display only: the server prices every order. */
export interface LocalCartLine {
  stock: { id: number; total_price: number; extras: { value: string }[] };
  product: { uuid: string; title: string; img?: string | null; min_qty: number; max_qty: number };
  quantity: number;
  addons: LocalCartAddon[];
}

/** An add-on, `quantity` per unit of its dish (the server's add-on line holds it × the dish's). */
export interface LocalCartAddon {
  stock: { id: number; total_price: number };
  title: string;
  quantity: number;
}

/** Lines of one branch (a cart is tied to one branch, as the server's). */
export interface LocalCart {
  shopId: number | null;
  lines: LocalCartLine[];
  /** The rate of the currency the prices are in (they are the catalogue's when added). */
  rate?: number;
}

export const emptyLocalCart: LocalCart = { shopId: null, lines: [] };
