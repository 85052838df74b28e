// A small client of the storefront's GraphQL gateway, with nothing but `fetch`: what another app
// needs to browse, sign in, fill a cart, order and follow the order (docs/graphql-clients.md).

/** An error the gateway answered: `statusCode` is stable (`ERROR_nnn` or a gateway code),
 * `params` names the fields at fault; `message` is for people. */
export class StorefrontError extends Error {
  constructor(error) {
    super(error.message);
    this.name = 'StorefrontError';
    this.statusCode = error.extensions?.statusCode;
    this.status = error.extensions?.status;
    this.params = error.extensions?.params;
    this.path = error.path;
  }
}

export class Storefront {
  /** `url`: the gateway's GraphQL endpoint; `lang`: a locale of `activeLanguages` (e.g. `fr`). */
  constructor(url, { lang = 'en', currencyId } = {}) {
    this.url = url;
    this.headers = { 'content-type': 'application/json', 'x-lang': lang, ...(currencyId ? { 'x-currency-id': String(currencyId) } : {}) };
  }

  /** Runs one operation and answers its `data`; the first error, if any, is thrown. */
  async request(query, variables = {}) {
    const response = await fetch(this.url, { method: 'POST', headers: this.headers, body: JSON.stringify({ query, variables }) });
    const answer = await response.json();
    if (answer.errors?.length) throw new StorefrontError(answer.errors[0]);
    return answer.data;
  }

  /** The branches open now (the server decides, `open_now`). */
  async openBranches() {
    const { branches } = await this.request(`query OpenBranches {
      branches(perPage: 100, open: 1) { items { id open_now min_amount translation { title } } }
    }`);
    return branches.items.filter((branch) => branch.open_now);
  }

  /** A branch's menu: its first categories with their first dishes and each dish's price. */
  async menu(shopId) {
    const { branchProducts } = await this.request(`query Menu($shopId: PositiveInt!) {
      branchProducts(shop_id: $shopId, perPage: 5, productPerPage: 5) {
        items { id translation { title } products { uuid min_qty max_qty translation { title } stock { id total_price quantity } } }
        pageInfo { total }
      }
    }`, { shopId });
    return branchProducts.items;
  }

  /** Signs in: every later call carries the bearer token. */
  async signIn(email, password) {
    const { login } = await this.request(`mutation SignIn($input: LoginInput!) {
      login(input: $input) { access_token user { id firstname } }
    }`, { input: { email, password } });
    this.headers.authorization = `Bearer ${login.access_token}`;
    return login.user;
  }

  /** Puts `lines` ({stock_id, quantity}; 0 removes one) in the signed-in customer's cart of a branch. */
  async fillCart(shopId, lines) {
    const { insertCartProducts } = await this.request(`mutation FillCart($input: InsertCartProductsInput!) {
      insertCartProducts(input: $input) { id total_price user_carts { cartDetails { stock_id quantity } } }
    }`, { input: { shop_id: shopId, products: lines } });
    return insertCartProducts;
  }

  /** What the cart would cost for `deliveryType`, as the server prices it. */
  async price(cartId, deliveryType) {
    const { calculateCart } = await this.request(`mutation Price($id: Int!, $input: CalculateCartInput!) {
      calculateCart(id: $id, input: $input) { price delivery_fee service_fee total_price }
    }`, { id: cartId, input: { type: deliveryType } });
    return calculateCart;
  }

  /** Orders the cart. The same `idempotencyKey` answers the same order again, so a retry after a
   * lost answer never orders twice. */
  async placeOrder(cartId, { deliveryType = 'pickup', paymentType = 'cash', idempotencyKey }) {
    const { placeOrder } = await this.request(`mutation Order($input: PlaceOrderInput!, $key: String) {
      placeOrder(input: $input, idempotency_key: $key) { id status total_price }
    }`, { input: { cart_id: cartId, delivery_type: deliveryType, payment_type: paymentType }, key: idempotencyKey });
    return placeOrder;
  }

  /** An order of the signed-in customer, with every status it went through. */
  async order(id) {
    const { order } = await this.request(`query FollowOrder($id: PositiveInt!) {
      order(id: $id) { id status delivery_type total_price status_history { status created_at } }
    }`, { id });
    return order;
  }
}
