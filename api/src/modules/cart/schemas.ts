// Contract of the cart: the signed-in owner's routes (/dashboard/user/cart*), the guest members'
// routes of a group order (/rest/cart*), the Cart resource (reference §7.2) and the bodies that
// change it. Quantities, ids, uuids and list sizes are checked by the service with the
// reference's messages (range or length keywords would turn the GraphQL input types into custom
// scalars). Price fields a client may send are not part of the bodies and
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
  status: Type.Boolean({ description: 'the member marked their choice ready' }),
  name: Type.String(),
  uuid: Type.Union([Type.String(), Type.Null()], {
    description: 'the member\'s secret: shown to the owner, and to a guest for their own row only (null otherwise)',
  }),
  cartDetails: Type.Array(CartDetail, { description: 'parent lines; add-ons are under `addons`' }),
}, { title: 'UserCart' });

/** The branch's tax on what the cart costs after discounts. */
export const CartShopTax = Type.Object({
  title: Type.String({ description: 'how the storefront labels it: "HST"' }),
  percent: Type.Number({ description: 'the branch\'s tax rate, %' }),
  price: Type.Number({ description: 'round(total_price × percent / 100)' }),
}, { title: 'CartShopTax' });

export const Cart = Type.Object({
  id: Type.Integer(),
  owner_id: Type.Integer(),
  shop_id: Type.Integer(),
  status: Type.Boolean(),
  group: Type.Boolean(),
  currency_id: Type.Union([Type.Integer(), Type.Null()]),
  rate: Type.Number(),
  price: Type.Number({ description: 'subtotal: sum of line prices, add-on lines included (product tax included, before discounts)' }),
  addons_price: Type.Number({ description: 'the add-on lines\' share of price' }),
  total_discount: Type.Number({ description: 'sum of line discounts' }),
  total_price: Type.Number({ description: 'price − total_discount' }),
  shop_tax: CartShopTax,
  total_with_tax: Type.Number({ description: 'total_price + shop_tax.price (before delivery, coupons and tips)' }),
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

export const OpenCartBody = Type.Object({
  shop_id: Type.Integer({ description: 'the branch of the cart' }),
  currency_id: Type.Optional(Type.Integer({ description: 'same as the query parameter' })),
}, { title: 'OpenCart' });

export const CartIdParams = Type.Object({ id: Type.Integer({ description: 'the cart id' }) });

export const DeleteGroupMembersBody = Type.Object({
  cart_id: Type.Integer({ description: 'the group order\'s cart id' }),
  ids: Type.Array(Type.String(), { description: 'member (user_cart) uuids of guests of that cart; 1..100' }),
}, { title: 'DeleteGroupMembers' });

// Guest members of a group order (/rest/cart*): no account; a member names itself by its uuid.

/** A member row (the reference's raw user_cart): what a guest keeps to act as that member. */
export const GroupMember = Type.Object({
  id: Type.Integer(),
  cart_id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: a guest' }),
  name: Type.String(),
  uuid: Type.String({ description: 'the member\'s secret: every later call names the member by it' }),
  status: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'GroupMember' });

export const GroupMemberResponse = successEnvelope('GroupMemberResponse', GroupMember);

export const JoinGroupOrderBody = Type.Object({
  cart_id: Type.Integer({ description: 'the shared group order\'s cart id' }),
  name: Type.String({ description: 'the member\'s name as the others see it; 1..100 characters' }),
}, { title: 'JoinGroupOrder' });

const userCartUuid = Type.String({ description: 'your member uuid (from joining)' });

export const GroupCartQuery = Type.Object({
  ...localeQuery,
  user_cart_uuid: userCartUuid,
});

export const InsertGroupCartProductsBody = Type.Object({
  cart_id: Type.Integer({ description: 'the group order\'s cart id' }),
  user_cart_uuid: userCartUuid,
  currency_id: Type.Optional(Type.Integer({ description: 'same as the query parameter' })),
  products: Type.Array(CartItem, { description: '1..100 entries, stocks of the cart\'s branch; your own lines only' }),
}, { title: 'InsertGroupCartProducts' });

export const GroupMemberStatusParams = Type.Object({ user_cart_uuid: userCartUuid });

export const GroupMemberStatusBody = Type.Object({
  cart_id: Type.Integer({ description: 'the group order\'s cart id' }),
}, { title: 'GroupMemberStatus' });

export const DeleteGroupCartProductsBody = Type.Object({
  cart_id: Type.Integer({ description: 'the group order\'s cart id' }),
  user_cart_uuid: userCartUuid,
  ids: Type.Array(Type.Integer(), { description: 'cart line ids of your own lines; 1..100' }),
}, { title: 'DeleteGroupCartProducts' });
