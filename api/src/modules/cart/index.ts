// The cart module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { Cart, CartDetail, CartShopTax, CartStock } from './schemas';
export { cartDetails, carts, userCarts } from './tables';
export { createGroupCartService } from './group';
export { cartLines, type CartRow, type LineRow, lockCart } from './lines';
export { cartModule, cartPort } from './module';
export { createCartPlanner } from './plan';
export { cartCents, lineCents, loadPricedStocks, pricedStocks } from './pricing';
export { acceptEmptyJsonBody, QUERY_FILLS_BODY, queryOrBody } from './query-form';
export { type CartDeps, type CartService, createCartService } from './service';
export { CART_MESSAGES, checkId, isId, otherShop } from './validation';
export { cartCalculation, type CartViews, createCartViews, everyUuid, lineAmounts, SHOP_TAX_TITLE } from './view';
