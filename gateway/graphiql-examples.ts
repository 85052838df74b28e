// The tabs GraphiQL opens with (gateway/graphiql.ts): one per task a client of the storefront
// does, in the order a customer does them, with the field names and input types of
// schema/schema.graphql. gateway/graphiql.test.ts validates every one against that schema and
// the gateway's limits, so a renamed field or argument fails a test instead of an example.

/** A GraphiQL tab: a document, its variables and headers (both JSON text). */
export interface ExampleTab {
  query: string;
  variables: string;
  headers: string;
}

/** What every tab sends: the language of the texts. */
export const EXAMPLE_HEADERS = { 'x-lang': 'en' };

/** Tabs of a signed-in customer: the token from the "Sign in" tab goes here. */
const SIGNED_IN_HEADERS = { ...EXAMPLE_HEADERS, Authorization: 'Bearer <access_token from the login mutation>' };

const json = (value: unknown) => JSON.stringify(value, null, 2);

const tab = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = EXAMPLE_HEADERS): ExampleTab =>
  ({ query: `${query.trim()}\n`, variables: json(variables), headers: json(headers) });

const HEADERS_HELP = `
# Storefront GraphQL. Each tab is one task of a
# client, in the order a customer does them. The
# run button asks which operation of the tab to
# run. Variables and headers: the panes below.
#
# Headers (the "Headers" pane, JSON):
# x-lang: the language of the texts, the locale
#   of an active language (en, fr, ar ...:
#   activeLanguages); default: the default one
# x-currency-id: the id of an active currency
#   (activeCurrencies): amounts are converted at
#   its rate; default: the default currency
# Authorization: "Bearer <access_token>", the
#   token the login mutation answers (tab Login):
#   the cart, orders and account need it
`;

export const EXAMPLE_TABS: ExampleTab[] = [
  tab(`${HEADERS_HELP}
# Browse: the open branches, then a branch's
# menu (shopId: a branch's id from Branches).
query Branches {
  branches(perPage: 100, open: 1) {
    items {
      id
      translation { title address }
      open_now
      opens_at
      min_amount
    }
  }
}

query BranchMenu($shopId: PositiveInt!) {
  branchProducts(shop_id: $shopId, perPage: 3, productPerPage: 5) {
    items {
      id
      translation { title }
      products {
        uuid
        translation { title description }
        stock { id price discount total_price quantity }
      }
    }
    pageInfo { current_page last_page total }
  }
}`, { shopId: 502 }),

  tab(`
# Search dishes: each word matches the start of
# a word of their title or description; shopId
# (may be null) keeps one branch's.
query SearchProducts($search: String!, $shopId: PositiveInt) {
  searchProducts(search: $search, shop_id: $shopId, perPage: 10) {
    items {
      uuid
      shop_id
      translation { title }
      stocks { id total_price }
    }
    pageInfo { total }
  }
}`, { search: 'pizza', shopId: null }),

  tab(`
# Sign in. The answer's access_token goes in
# the Authorization header of the next tabs:
# "Bearer <access_token>". The variables are the
# demo customer of a demo database.
mutation Login($input: LoginInput!) {
  login(input: $input) {
    access_token
    token_type
    user { id firstname email }
  }
}`, { input: { email: 'demo@storefront.test', password: 'demo-pass-1' } }),

  tab(`
# Fill a branch's cart: each line a stock id (a
# dish's stock in BranchMenu) and its quantity,
# 0 removing the line. Then read the cart back:
# its id is the order's cart_id.
mutation InsertCartProducts($input: InsertCartProductsInput!) {
  insertCartProducts(input: $input) { id shop_id total_price }
}

query Cart($shopId: Int) {
  cart(shop_id: $shopId) {
    id
    total_price
    user_carts {
      cartDetails { id stock_id quantity total_price }
    }
  }
}`, { input: { shop_id: 502, products: [{ stock_id: 9, quantity: 2 }] }, shopId: 502 }, SIGNED_IN_HEADERS),

  tab(`
# Order a cart (its id from the Cart query). The
# same idempotency key answers the same order
# again: a retry never orders twice.
# CalculateCart tells the price first.
mutation PlaceOrder($order: PlaceOrderInput!, $idempotencyKey: String) {
  placeOrder(input: $order, idempotency_key: $idempotencyKey) {
    id status total_price
  }
}

mutation CalculateCart($cartId: Int!, $calculation: CalculateCartInput!) {
  calculateCart(id: $cartId, input: $calculation) {
    price delivery_fee service_fee total_price
  }
}`, {
    order: { cart_id: 1, delivery_type: 'pickup', payment_type: 'cash' },
    idempotencyKey: 'graphiql-example-1',
    cartId: 1,
    calculation: { type: 'pickup' },
  }, SIGNED_IN_HEADERS),

  tab(`
# Follow an order (its id from PlaceOrder): its
# status (new, accepted, ready, on_a_way,
# delivered or canceled) and each change.
query Order($id: PositiveInt!) {
  order(id: $id) {
    id
    status
    delivery_type
    total_price
    currency { symbol }
    status_history { status created_at }
    shop { translation { title } }
  }
}`, { id: 1 }, SIGNED_IN_HEADERS),
];
