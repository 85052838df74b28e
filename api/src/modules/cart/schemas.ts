// Contract of the cart: the signed-in owner's routes (/dashboard/user/cart*), the guest members'
// routes of a group order (/rest/cart*), the Cart resource and the bodies that
// change it. Quantities, ids, uuids and list sizes are checked by the service with the
// reference's messages (range or length keywords would turn the GraphQL input types into custom
// scalars). Price fields a client may send are not part of the bodies and
// are ignored: every amount is computed from the database.
import { Type } from 'typebox';
import {
  localeQuery, nullableInteger, nullableString, rowDates, serviceBounds, successEnvelope, uuidParam,
} from '../../http/schemas';
import { productProperties, stockProperties } from '../catalogue';
import { MAX_NAME } from './validation';

const QUERY_TWIN = 'Same as the query parameter (Foodyman sends it in the body); wins over it.';

/** The product of a cart line's stock (the catalogue's Product fields, without stocks). */
export const CartProduct = Type.Object(productProperties, {
  title: 'CartProduct',
  description: 'The product of a cart or order line\'s stock: the Product fields without `stock` and `stocks` (`unit` null when '
    + 'it has none).',
});

/** A cart line's stock with its extras and product (Foodyman's StockResource). */
export const CartStock = Type.Object({
  ...stockProperties,
  product: CartProduct,
}, {
  title: 'CartStock',
  description: 'The stock of a cart or order line as the menu shows it now, in the requested currency, with its option values '
    + 'and its product.',
});

const lineProperties = {
  id: Type.Integer({ description: 'Id of the line: what product/delete takes in `ids`.' }),
  stock_id: Type.Integer({ description: 'The stock ordered.' }),
  parent_id: nullableInteger('The parent line of an add-on line; null for a parent line.'),
  quantity: Type.Integer({ description: 'How many units.' }),
  bonus: Type.Boolean({ description: 'A free bonus line; never generated yet (always false).' }),
  price: Type.Number({ description: 'Line total including tax, before discount: (unit price + unit tax) × quantity, in the requested currency.' }),
  discount: Type.Number({ description: 'Line discount: unit discount × quantity.' }),
  total_price: Type.Number({ description: 'price − discount (= stock.total_price × quantity).' }),
  ...rowDates('When the line was added'),
  stock: CartStock,
};

/** An add-on line, nested under its parent line (no further nesting). */
export const CartAddon = Type.Object(lineProperties, {
  title: 'CartAddon',
  description: 'An add-on line (extra cheese on a pizza ...), under its parent line; priced from its own stock.',
});

/** A parent line with its add-on lines. */
export const CartDetail = Type.Object({
  ...lineProperties,
  addons: Type.Array(CartAddon, { description: 'Its add-on lines, by id.' }),
}, {
  title: 'CartDetail',
  description: 'A cart line: one stock with one combination of add-ons (the same stock with other add-ons is another line).',
});

export const UserCart = Type.Object({
  id: Type.Integer({ description: 'Id of the member row.' }),
  cart_id: Type.Integer({ description: 'The cart it belongs to.' }),
  user_id: nullableInteger('The owner\'s user id on the owner\'s row; null for a guest member.'),
  status: Type.Boolean({ description: 'The member marked their choice ready (guests toggle it with `POST /rest/cart/status/{uuid}`).' }),
  name: Type.String({ description: 'The member\'s name as the others see it (the owner\'s first name on the owner\'s row).' }),
  uuid: nullableString('The member\'s secret uuid: shown to the owner, and to a guest for their own row only (null otherwise).'),
  cartDetails: Type.Array(CartDetail, { description: 'The member\'s parent lines by id; add-ons are under `addons` (camel case as in Foodyman).' }),
}, { title: 'UserCart', description: 'A member of a cart and their lines: the owner, and in a group order each guest.' });

/** The branch's tax on what the cart costs after discounts. */
export const CartShopTax = Type.Object({
  title: Type.String({ description: 'How the storefront labels it: "HST".' }),
  percent: Type.Number({ description: 'The branch\'s tax rate, % (its `tax`).' }),
  price: Type.Number({ description: 'The tax: (price − total_discount) × percent / 100, rounded, in the requested currency (a coupon does not lower it).' }),
}, { title: 'CartShopTax', description: 'The branch\'s tax on what the order costs after discounts.' });

export const Cart = Type.Object({
  id: Type.Integer({ description: 'Id of the cart: what set-group, calculate, placeOrder and group-order guests take.' }),
  owner_id: Type.Integer({ description: 'The signed-in user who owns it.' }),
  shop_id: Type.Integer({ description: 'The branch it orders from (a cart holds one branch\'s stocks only).' }),
  status: Type.Boolean({ description: 'Foodyman\'s cart status flag; always true.' }),
  group: Type.Boolean({ description: 'true: a group order open to guests (they may join and change their lines).' }),
  currency_id: nullableInteger('The currency of the amounts: the requested one (the owner\'s reads also store it on the cart).'),
  rate: Type.Number({ description: 'That currency\'s rate.' }),
  price: Type.Number({ description: 'Subtotal: sum of line prices, add-on lines included (product tax included, before discounts).' }),
  addons_price: Type.Number({ description: 'The add-on lines\' share of price.' }),
  total_discount: Type.Number({ description: 'Sum of line discounts.' }),
  total_price: Type.Number({ description: 'price − total_discount.' }),
  shop_tax: CartShopTax,
  total_with_tax: Type.Number({ description: 'total_price + shop_tax.price (delivery, coupon, service fee and tips: calculateCart).' }),
  ...rowDates('When the cart was created'),
  user_carts: Type.Array(UserCart, { description: 'The members by id (the owner\'s row first), each with their lines.' }),
}, {
  title: 'Cart',
  description: 'A signed-in customer\'s cart on one branch, with every member\'s lines; amounts are computed on each read from '
    + 'the stocks, in the requested currency, summed over every member.',
});

export const CartResponse = successEnvelope('CartResponse', Cart, 'The cart after the call.');
export const CartDeleteResponse = successEnvelope('CartDeleteResponse', Type.Null({ description: 'Always null.' }), 'The carts are deleted.');

export const CartQuery = Type.Object({
  ...localeQuery,
  shop_id: Type.Optional(Type.Integer({ description: 'Only the cart of this branch (another → 404); 0 or absent: the cart of any branch.' })),
});

/** One entry of insert-product. An add-on entry names its parent by the parent's STOCK id. */
export const CartItem = Type.Object({
  stock_id: Type.Integer({ description: 'Id of a stock of the branch (an add-on\'s stock for an add-on entry).' }),
  quantity: Type.Number({
    description: 'The line\'s new quantity (not added to it): a whole number within the product\'s min_qty..max_qty and the '
      + 'stock\'s quantity; 0 removes the line and its add-ons.',
  }),
  parent_id: Type.Optional(nullableInteger('Add-on entries: the STOCK id of their parent entry in the same request; absent or null: a parent entry.')),
}, { title: 'CartItem', description: 'One line to set: a stock and its quantity, an add-on under its parent entry.' });

export const InsertCartProductsBody = Type.Object({
  shop_id: Type.Integer({ description: 'The branch of the cart; an existing shop (else 400 `params.shop_id`).' }),
  currency_id: Type.Optional(Type.Integer({ description: QUERY_TWIN })),
  products: Type.Array(CartItem, { description: '1..100 entries; the same stock at most once (and the same add-on once under a parent).' }),
}, {
  title: 'InsertCartProducts',
  description: 'Lines to set in the signed-in user\'s cart. Any price field sent is ignored: amounts come from the database.',
});

export const AddCartProductBody = Type.Object({
  shop_id: Type.Integer({ description: 'The branch of the cart; an existing shop (else 400 `params.shop_id`).' }),
  stock_id: Type.Integer({ description: 'Id of a (non add-on) stock of the branch.' }),
  quantity: Type.Number({ description: 'The line\'s new quantity, as in insert-product (0 removes it).' }),
  currency_id: Type.Optional(Type.Integer({ description: QUERY_TWIN })),
}, { title: 'AddCartProduct', description: 'One line to set, without add-ons (the older form of insert-product).' });

export const DeleteCartProductsBody = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'Ids of lines of your own (cart_detail ids), 1..100; a parent line takes its add-ons.' }),
}, { title: 'DeleteCartProducts', description: 'Lines to remove from the signed-in user\'s cart.' });

export const DeleteCartsBody = Type.Object({
  ids: Type.Array(Type.Integer(), { description: 'Cart ids, 1..100; ids that are not your cart are ignored.' }),
}, { title: 'DeleteCarts', description: 'Carts of the signed-in user to delete, with their members and lines.' });

export const OpenCartBody = Type.Object({
  shop_id: Type.Integer({ description: 'The branch of the cart; an existing shop (else 400 `params.shop_id`).' }),
  currency_id: Type.Optional(Type.Integer({ description: QUERY_TWIN })),
}, { title: 'OpenCart', description: 'The branch to open the signed-in user\'s cart on.' });

export const CartIdParams = Type.Object({
  id: Type.Integer({ description: 'Id of the cart: your own for set-group (another user\'s → 404), the group order\'s for a guest; unknown → 404.' }),
});

export const DeleteGroupMembersBody = Type.Object({
  cart_id: Type.Integer({ description: 'The group order\'s cart id.' }),
  ids: Type.Array(Type.String(), { description: 'Member (user_cart) uuids of guests of that cart, 1..100 (to leave: your own uuid).' }),
}, { title: 'DeleteGroupMembers', description: 'Guest members to remove from a group order, with their lines.' });

// Guest members of a group order (/rest/cart*): no account; a member names itself by its uuid.

/** A member row (Foodyman's raw user_cart): what a guest keeps to act as that member. */
export const GroupMember = Type.Object({
  id: Type.Integer({ description: 'Id of the member row.' }),
  cart_id: Type.Integer({ description: 'The group order\'s cart id.' }),
  user_id: nullableInteger('Always null: a guest.'),
  name: Type.String({ description: 'The member\'s name as the others see it.' }),
  uuid: Type.String({ description: 'The member\'s secret: every later guest call names the member by it (`user_cart_uuid`).' }),
  status: Type.Boolean({ description: 'Ready flag; false for a new member.' }),
  ...rowDates('When the member joined', 'When the row last changed'),
}, { title: 'GroupMember', description: 'A new guest member of a group order (Foodyman\'s raw user_cart row).' });

export const GroupMemberResponse = successEnvelope('GroupMemberResponse', GroupMember, 'The new member.');

export const JoinGroupOrderBody = Type.Object({
  cart_id: Type.Integer({ description: 'The shared group order\'s cart id.' }),
  name: Type.String({ description: `The member's name as the others see it; 1..${MAX_NAME} characters once trimmed.`, ...serviceBounds({ maxLength: MAX_NAME }) }),
}, { title: 'JoinGroupOrder', description: 'A guest joining a group order under a name.' });

const USER_CART_UUID = 'Your member uuid (from joining); a malformed, unknown or other cart\'s one → 400 `params.user_cart_uuid`.';
const userCartUuid = Type.String({ description: USER_CART_UUID });

export const GroupCartQuery = Type.Object({
  ...localeQuery,
  user_cart_uuid: userCartUuid,
});

export const InsertGroupCartProductsBody = Type.Object({
  cart_id: Type.Integer({ description: 'The group order\'s cart id.' }),
  user_cart_uuid: userCartUuid,
  currency_id: Type.Optional(Type.Integer({ description: QUERY_TWIN })),
  products: Type.Array(CartItem, { description: '1..100 entries, stocks of the cart\'s branch; they set your own lines only.' }),
}, { title: 'InsertGroupCartProducts', description: 'A guest\'s lines to set in a group order (a `shop_id` sent is ignored).' });

export const GroupMemberStatusParams = Type.Object({ user_cart_uuid: uuidParam(USER_CART_UUID) });

export const GroupMemberStatusBody = Type.Object({
  cart_id: Type.Integer({ description: 'The group order\'s cart id.' }),
}, { title: 'GroupMemberStatus', description: 'The group order of the member whose ready flag to toggle.' });

export const DeleteGroupCartProductsBody = Type.Object({
  cart_id: Type.Integer({ description: 'The group order\'s cart id.' }),
  user_cart_uuid: userCartUuid,
  ids: Type.Array(Type.Integer(), { description: 'Ids of your own lines, 1..100; a parent line takes its add-ons.' }),
}, { title: 'DeleteGroupCartProducts', description: 'A guest\'s lines to remove from a group order.' });
