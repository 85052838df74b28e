// Routes of the catalogue; rules live in service.ts. Every answer goes through the catalogue
// cache (cache.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope';
import { absoluteImages } from '../../http/image-urls';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import {
  AvgPricesQuery, AvgPricesResponse, BranchProductsQuery, CategoryPage, MostSoldProductsQuery, ProductListResponse,
  ProductPage, ProductParams, ProductResponse, ProductsQuery, RecommendedProductsQuery, SearchProductsQuery, ShopCategoriesQuery,
  ShopMenuParams, ShopMenuResponse, SoldProductPage,
} from './schemas';
import type { CatalogueCache } from './cache';
import { parseOrder, parsePriceRange, rankSourceOf, type PriceQuery, type ProductOrder } from './ordering';
import type { CatalogueService, ListOptions } from './service';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  cache: CatalogueCache;
}

const tags = ['catalogue'];
const CACHED = 'Answers are kept until the catalogue changes (`Cache-Control: no-cache` asks for a fresh one).';
const ORDERED = 'A price range (`price_from`/`price_to` or `prices[0]`/`prices[1]`, in the requested currency) keeps the products '
  + 'with a purchasable stock priced within it; `order_by` orders them (see the parameter). Sales orders are as fresh as the '
  + 'cache (placing or canceling an order changes the catalogue); rating orders are also recomputed when a review is added '
  + 'or hidden.';
const ENVELOPE_START = '{"timestamp":"';
const TIMESTAMP_LENGTH = new Date(0).toISOString().length;

/** An enveloped answer says when it was sent: a cached one gets the current time. */
function restamp(body: string): string {
  if (!body.startsWith(ENVELOPE_START)) return body;
  return `${ENVELOPE_START}${new Date().toISOString()}${body.slice(ENVELOPE_START.length + TIMESTAMP_LENGTH)}`;
}

/** `Cache-Control: no-cache` asks for an answer computed afresh (the bench's cache-off rows). */
const wantsFresh = (request: FastifyRequest) => /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');

/**
 * The route's answer, serialized, from the catalogue cache. Its key is everything the answer
 * depends on: the URL (path, filters, page; the page links repeat it), the language and
 * currency, which the gateway sends as headers. A cached answer holds full image URLs (one base
 * per process: http/image-urls.ts), so a hit costs no rewriting.
 */
const cachedAnswers = (cache: CatalogueCache) =>
  async <Reply extends FastifyReply>(
    request: FastifyRequest, reply: Reply, ctx: RequestContext, compute: () => Promise<Parameters<Reply['send']>[0]>, variant = '',
  ) => {
    const serialized = async () => absoluteImages(reply.serialize(await compute()) as string, request.imageBase);
    const key = `${ctx.locale} ${ctx.defaultLocale} ${ctx.currencyId} ${ctx.rate} ${variant} ${request.url}`;
    const body = await (wantsFresh(request) ? serialized() : cache.answer(key, serialized));
    reply.imagesAbsolute = true;
    return reply.type('application/json; charset=utf-8').send(restamp(body));
  };

export const catalogueRoutes: FastifyPluginAsyncTypebox<CatalogueRoutesOptions> = async (app, { catalogue, cache }) => {
  const answer = cachedAnswers(cache);

  /** `order_by` and the price range of a list request, checked (400 on the field). */
  const listOptions = (query: PriceQuery & { order_by?: string }): ListOptions => ({
    order: parseOrder(query.order_by), prices: parsePriceRange(query),
  });
  /** What else a cached answer in `order` depends on: reviews are not part of the catalogue version. */
  const variantOf = (order: ProductOrder | undefined): string | Promise<string> =>
    (rankSourceOf(order) === 'ratings' ? catalogue.reviewsVersion().then((version) => `reviews:${version}`) : '');

  app.get('/rest/branch/products', {
    schema: {
      operationId: 'branchProducts',
      tags,
      summary: 'Branch menu by category',
      description: 'A branch\'s menu: the categories (by sort position, then id) holding products a customer can buy there (active, '
        + 'published, not add-ons, in stock), `perPage` categories a page, each with its first `productPerPage` products (by '
        + 'id, or in the asked `order_by`) and their first in-stock `stock`; `category_id` keeps one category. A price range '
        + 'narrows the categories, their `products_count` and products alike. Public; `shop_id` naming no shop → 400 '
        + '`params.shop_id`. ' + ORDERED + ' ' + CACHED,
      querystring: BranchProductsQuery,
      response: { 200: CategoryPage },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { shop_id: shopId, page = 1, perPage = 10, productPerPage = 10, category_id: categoryId } = request.query;
    const options = listOptions(request.query);
    return answer(request, reply, ctx, () => catalogue.branchProducts(ctx, { shopId, page, perPage, productPerPage, categoryId, ...options },
      pageUrlOf(request.url)), await variantOf(options.order));
  });

  app.get('/rest/branch/recommended/products', {
    schema: {
      operationId: 'recommendedProducts',
      tags,
      summary: 'Recommended products of a branch',
      description: 'The branch\'s products a customer can buy that were ordered more than `recommended_count` times (a setting, '
        + 'default 2), best sellers first, at most `recPerPage`, as a plain list. Public; `shop_id` naming no shop → 400 '
        + '`params.shop_id`. ' + CACHED,
      querystring: RecommendedProductsQuery,
      response: { 200: ProductListResponse },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { shop_id: shopId, recPerPage = 10 } = request.query;
    return answer(request, reply, ctx, async () => success(await catalogue.recommendedProducts(ctx, shopId, recPerPage)));
  });

  app.get('/rest/shops/:id/products', {
    schema: {
      operationId: 'shopMenu',
      tags,
      summary: 'A branch\'s whole menu (reference A\'s shop page)',
      description: 'The menu of a shop page as a multi-vendor Foodyman client asks for it, in one answer: `recommended` (the '
        + 'branch\'s recommended products, as `/rest/branch/recommended/products`) and `all` (every category of `/rest/branch/products` '
        + 'with every product a customer can buy there). Public; an unknown branch → 404 ERROR_404. ' + CACHED,
      params: ShopMenuParams,
      response: { 200: ShopMenuResponse },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    return answer(request, reply, ctx, async () => success(await catalogue.shopMenu(ctx, request.params.id, pageUrlOf(request.url))));
  });

  app.get('/rest/shops/:id/categories', {
    schema: {
      operationId: 'shopCategories',
      tags,
      summary: 'The categories of a branch\'s menu, paginated (reference A)',
      description: 'The categories of the branch\'s menu (active, published, holding a product a customer can buy there), by sort '
        + 'position then id, a page at a time, each with its `products_count` and `products` empty (`/rest/shops/{id}/products` '
        + 'or `/rest/branch/products` give them). `active` and `status` are accepted as clients send them. Public; an unknown '
        + 'branch → 404 ERROR_404. ' + CACHED,
      params: ShopMenuParams,
      querystring: ShopCategoriesQuery,
      response: { 200: CategoryPage },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return answer(request, reply, ctx, () => catalogue.shopCategories(ctx, request.params.id, { page, perPage }, pageUrlOf(request.url)));
  });

  app.get('/rest/products/paginate', {
    schema: {
      operationId: 'products',
      tags,
      summary: 'Products, paginated',
      description: 'Products a customer can buy (active, published, not add-ons, in stock) by id (or in the asked `order_by`), a '
        + 'page at a time, optionally of one branch and one category; each with its first in-stock `stock` (`stocks` empty). '
        + 'Public; `shop_id` naming no shop → 400 `params.shop_id`. ' + ORDERED + ' ' + CACHED,
      querystring: ProductsQuery,
      response: { 200: ProductPage },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId, category_id: categoryId } = request.query;
    const options = listOptions(request.query);
    return answer(request, reply, ctx, () => catalogue.products(ctx, { page, perPage, shopId, categoryId, ...options }, pageUrlOf(request.url)),
      await variantOf(options.order));
  });

  app.get('/rest/products/search', {
    schema: {
      operationId: 'searchProducts',
      tags,
      summary: 'Search products',
      description: 'Products a customer can buy whose title or description, in the requested language (else the default one), '
        + 'has every word of `search` as the start of a word, ignoring case and accents; title matches first, then by id (an '
        + '`order_by` replaces that order); optionally of one branch and one category. Paginated, each product with every '
        + 'stock. Public; a blank or too long `search` → 400 `params.search`, `shop_id` naming no shop → 400 `params.shop_id`. '
        + ORDERED + ' ' + CACHED,
      querystring: SearchProductsQuery,
      response: { 200: ProductPage },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId, category_id: categoryId, search } = request.query;
    const options = listOptions(request.query);
    return answer(request, reply, ctx, () => catalogue.searchProducts(ctx, { page, perPage, shopId, categoryId, search, ...options },
      pageUrlOf(request.url)), await variantOf(options.order));
  });

  app.get('/rest/products/most-sold', {
    schema: {
      operationId: 'mostSoldProducts',
      tags,
      summary: 'Best-selling products, paginated',
      description: 'Products a customer can buy, the most ordered first (units ordered, `order_details_count`, counted when each '
        + 'order is placed; then by id), a page at a time, optionally of one branch and one category; each with its first '
        + 'in-stock `stock`. Public; `shop_id` naming no shop → 400 `params.shop_id`. ' + CACHED,
      querystring: MostSoldProductsQuery,
      response: { 200: SoldProductPage },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId, category_id: categoryId } = request.query;
    return answer(request, reply, ctx, () => catalogue.mostSoldProducts(ctx, { page, perPage, shopId, categoryId }, pageUrlOf(request.url)));
  });

  app.get('/rest/products/:uuid', {
    schema: {
      operationId: 'product',
      tags,
      summary: 'Product detail by uuid',
      description: 'An active, published product (not an add-on) with every stock, each with its option values and the add-ons '
        + 'that may go with it. A malformed uuid → 400 `params.uuid`; an unknown one, an add-on or a product not for sale → 404 '
        + 'ERROR_404. Public. '
        + CACHED,
      params: ProductParams,
      response: { 200: ProductResponse },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    return answer(request, reply, ctx, async () => success(await catalogue.product(ctx, request.params.uuid)));
  });

  app.get('/rest/products-avg-prices', {
    schema: {
      operationId: 'productAvgPrices',
      tags,
      summary: 'Price range of the products',
      description: 'The lowest and highest unit price (without tax) of the stocks of products a customer can buy, optionally of '
        + 'one branch, in the requested currency; 0 and 0 when there are none. Public; `shop_id` naming no shop → 400 '
        + '`params.shop_id`. ' + CACHED,
      querystring: AvgPricesQuery,
      response: { 200: AvgPricesResponse },
    },
  }, async (request, reply) => {
    const ctx = await request.context();
    return answer(request, reply, ctx, async () => success(await catalogue.priceRange(ctx, request.query.shop_id)));
  });
};
