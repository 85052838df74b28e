// Contract of the signed-in customer's cart (/dashboard/user/cart*): the Cart resource (reference
// §7.2) and the bodies that change it. Quantities, ids and list sizes are checked by the
// service with the reference's messages (range or length keywords would turn the GraphQL input
// types into custom scalars). Price fields a client may send are not part of the bodies and
// are ignored: every amount is computed from the database.
import { Type } from 'typebox';
import { localeQuery, successEnvelope } from '../../http/schemas';
import { productProperties, stockProperties } from '../catalogue/schemas';

/** The product of a cart line's stock (the catalogue's Product fields, without stocks). */
export const CartProduct = Type.Object(productProperties, { title: 'CartProduct' });

/** A cart line's stock with its extras and product (the reference's StockResource). */
export const CartStock = Type.Object({
  ...stockProperties,
  product: CartProduct,
}, { title: 'CartStock' });

const lineProperties = {
  id: Type.Integer(),
  stock_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the parent line of an add-on line' }),
  quantity: Type.Integer(),
  bonus: Type.Boolean(),
  price: Type.Number({ description: 'line total including tax, before discount: (price + tax) × quantity' }),
  discount: Type.Number({ description: 'line discount: unit discount × quantity' }),
  total_price: Type.Number({ description: 'price − discount' }),
  created_at: Type.String(),
  updated_at: Type.String(),
  stock: CartStock,
};

/** An add-on line, nested under its parent line (no further nesting). */
export const CartAddon = Type.Object(lineProperties, { title: 'CartAddon' });

/** A parent line with its add-on lines. */
export const CartDetail = Type.Object({
  ...lineProperties,
  addons: Type.Array(CartAddon),
}, { title: 'CartDetail' });

export const UserCart = Type.Object({
  id: Type.Integer(),
  cart_id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for a guest member' }),
  status: Type.Boolean(),
  name: Type.String(),
  uuid: Type.String(),
  cartDetails: Type.Array(CartDetail, { description: 'parent lines; add-ons are under `addons`' }),
}, { title: 'UserCart' });

export const Cart = Type.Object({
  id: Type.Integer(),
  owner_id: Type.Integer(),
  shop_id: Type.Integer(),
  status: Type.Boolean(),
  group: Type.Boolean(),
  currency_id: Type.Union([Type.Integer(), Type.Null()]),
  rate: Type.Number(),
  price: Type.Number({ description: 'sum of line prices (tax included, before discounts)' }),
  total_discount: Type.Number({ description: 'sum of line discounts' }),
  total_price: Type.Number({ description: 'price − total_discount' }),
  created_at: Type.String(),
  updated_at: Type.String(),
  user_carts: Type.Array(UserCart),
}, { title: 'Cart' });

export const CartResponse = successEnvelope('CartResponse', Cart);
export const CartDeleteResponse = successEnvelope('CartDeleteResponse', Type.Null());

export const CartQuery = Type.Object({
  ...localeQuery,
  shop_id: Type.Optional(Type.Integer({ description: 'only the cart of this branch; 0 or absent: the cart of any branch' })),
});

/** One entry of insert-product. An add-on entry names its parent by the parent's STOCK id. */
export const CartItem = Type.Object({
  stock_id: Type.Integer({ description: 'id of a stock of the branch' }),
  quantity: Type.Number({ description: 'the line\'s new quantity: a whole number within the product\'s min_qty..max_qty and the stock\'s quantity; 0 removes the line and its add-ons' }),
  parent_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'add-on entries: the stock id of their parent entry in the same request' })),
}, { title: 'CartItem' });

export const InsertCartProductsBody = Type.Object({
  shop_id: Type.Integer({ description: 'the branch of the cart' }),
  currency_id: Type.Optional(Type.Integer({ description: 'same as the query parameter' })),
  products: Type.Array(CartItem, { description: '1..100 entries' }),
}, { title: 'InsertCartProducts' });

export const AddCartProductBody = Type.Object({
  shop_id: Type.Integer({ description: 'the branch of the cart' }),
  stock_id: Type.Integer({ description: 'id of a (non add-on) stock of the branch' }),
  quantity: Type.Number({ description: 'as in insert-product' }),
  currency_id: Type.Optional(Type.Integer({ description: 'same as the query parameter' })),
}, { title: 'AddCartProduct' });

export const DeleteCartProductsBody = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'cart line (cart_detail) ids of your cart; 1..100' }),
}, { title: 'DeleteCartProducts' });

export const DeleteCartsBody = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'cart ids; ids that are not your cart are ignored' }),
}, { title: 'DeleteCarts' });
