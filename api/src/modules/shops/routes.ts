// Routes of the shops area; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { foldQueryLists } from '../../http/query-lists';
import {
  BranchesQuery, MainShopResponse, OPEN_RULE, PickupBranchesQuery, PickupBranchPage, ShopGalleriesResponse, ShopListResponse, ShopPage, ShopParams, ShopResponse,
  ShopSearchQuery, ShopTagListResponse, ShopTakesQuery,
} from './schemas';
import { parseShopKind, parseShopOrder, parseShopSearch, RECOMMENDED_RATING, SHOP_ORDER_RULES } from './discovery';
import type { ShopsService } from './service';

/** Foodyman's list forms of `take` (`take[]=1`, `take[0]=1&take[1]=2`). */
const foldTake = foldQueryLists('take');

const FILTERS = '`type` keeps the branches of one kind (restaurant or shop); `search` keeps the branches whose title or address (requested language, else the default one) has every '
  + 'word as the start of a word, ignoring case and accents; `take` (tag ids, `/rest/shops-takes`) keeps those with one of the '
  + `tags; \`order_by\` orders them: ${SHOP_ORDER_RULES}`;

export interface ShopsRoutesOptions {
  shops: ShopsService;
}

export const shopsRoutes: FastifyPluginAsyncTypebox<ShopsRoutesOptions> = async (app, { shops }) => {
  app.get('/rest/main-shop', {
    schema: {
      operationId: 'mainShop',
      tags: ['shops'],
      summary: 'The main shop',
      description: 'The main shop (the restaurant the branches belong to) with its texts in the requested language, working days '
        + 'and closed dates, answered as `{data}` without the envelope\'s other fields (as in Foodyman). Public; no main shop '
        + '→ 404 ERROR_404.',
      response: { 200: MainShopResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return { data: await shops.mainShop(ctx) };
  });

  app.get('/rest/main-shop/galleries', {
    schema: {
      operationId: 'mainShopGalleries',
      tags: ['shops'],
      summary: 'The main shop\'s pictures',
      description: 'The main shop\'s gallery, answered as `{data}` without the envelope\'s other fields (as in Foodyman), each '
        + 'picture\'s `title` its alternative text in the requested language (else the default language, else its stored '
        + 'caption). Public; no picture (or no main shop) → 404 ERROR_404.',
      response: { 200: ShopGalleriesResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return { data: await shops.mainShopGalleries(ctx) };
  });

  app.get('/rest/shops/:id/galleries', {
    schema: {
      operationId: 'shopGalleries',
      tags: ['shops'],
      summary: 'A branch\'s pictures',
      description: 'The pictures of an approved shop (a branch, or the main shop) named by its numeric id or uuid, by id, answered '
        + 'as `{data}` without the envelope\'s other fields (as `/rest/main-shop/galleries`); each picture\'s `title` is its '
        + 'alternative text in the requested language, else the default language, else its stored caption. Public; an unknown '
        + 'or malformed id, a shop not approved, or a shop without pictures → 404 ERROR_404.',
      params: ShopParams,
      response: { 200: ShopGalleriesResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return { data: await shops.shopGalleries(ctx, request.params.id) };
  });

  app.get('/rest/shops-takes', {
    schema: {
      operationId: 'shopTakes',
      tags: ['shops'],
      summary: 'Shop tags ("takes")',
      description: 'Every shop tag (terrace, family friendly, late night, ...) by id, titled in the requested language (else the '
        + 'default one), as a plain list; a branch lists its own in `tags`, and `take` of `/rest/shops/paginate` filters by them. '
        + '`category_id` is accepted as Foodyman\'s clients send it, and ignored. Public.',
      querystring: ShopTakesQuery,
      response: { 200: ShopTagListResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await shops.shopTags(ctx));
  });

  app.get('/rest/shops/search', {
    schema: {
      operationId: 'searchShops',
      tags: ['shops'],
      summary: 'Search branches',
      description: 'The approved branches of the main shop whose title or address, in the requested language (else the default '
        + 'one), has every word of `search` as the start of a word, ignoring case and accents; by id (or in the asked '
        + '`order_by`), a page at a time, each as `/rest/shops/paginate` answers it. `take` keeps those with one of the tags; '
        + `\`order_by\`: ${SHOP_ORDER_RULES} Public; a blank or too long \`search\` → 400 \`params.search\`, an unknown \`order_by\` `
        + '→ 400 `params.order_by`, a `type` other than restaurant or shop → 400 `params.type`.',
      querystring: ShopSearchQuery,
      response: { 200: ShopPage },
    },
    preValidation: foldTake,
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, take } = request.query;
    const search = parseShopSearch(request.query.search, true);
    const type = parseShopKind(request.query.type);
    return shops.branches(ctx, { page, perPage, search, take, type, order: parseShopOrder(request.query.order_by) }, pageUrlOf(request.url));
  });

  app.get('/rest/shops/recommended', {
    schema: {
      operationId: 'recommendedShops',
      tags: ['shops'],
      summary: 'Recommended branches',
      description: `The recommended branches: approved branches with at least one visible review and an average rating of `
        + `${RECOMMENDED_RATING} or more (the branches carry no recommended mark of their own), the best average first, then the `
        + 'most reviewed, then by id; as a plain list (no pagination), each as `/rest/shops/paginate` answers it; empty when '
        + 'none qualifies. Public.',
      response: { 200: ShopListResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await shops.recommendedBranches(ctx));
  });

  app.get('/rest/shops/paginate', {
    schema: {
      operationId: 'branches',
      tags: ['shops'],
      summary: 'Branches of the main shop, paginated',
      description: 'The approved branches of the main shop by id, a page at a time (`page`, `perPage` 1..100, default 10); '
        + '`open=1` keeps the branches whose open flag is set (as Foodyman; not closed until further notice). '
        + `Each branch says whether it is open now, its next closing or opening and today's hours. ${OPEN_RULE} `
        + `Texts in the requested language, amounts in the requested currency. ${FILTERS} Public; a too long \`search\` → 400 `
        + '`params.search`, an unknown `order_by` → 400 `params.order_by`, a `type` other than restaurant or shop → 400 `params.type`.',
      querystring: BranchesQuery,
      response: { 200: ShopPage },
    },
    preValidation: foldTake,
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, open } = request.query;
    const { take } = request.query;
    const search = parseShopSearch(request.query.search, false);
    const order = parseShopOrder(request.query.order_by);
    const type = parseShopKind(request.query.type);
    return shops.branches(ctx, { page, perPage, open, search, take, type, order }, pageUrlOf(request.url));
  });

  app.get('/rest/branches', {
    schema: {
      operationId: 'pickupBranches',
      tags: ['shops'],
      summary: 'Pickup places of a shop, paginated (reference A\'s branches)',
      description: 'Where an order can be picked up, in the multi-vendor reference\'s branch shape (`{id, shop_id, address, '
        + 'location, translation, shop}`): `shop_id` the main shop → its approved branches; `shop_id` a branch (what a '
        + 'multi-vendor client takes for a shop) → that branch alone; absent → every branch. By id, a page at a time (`page`, '
        + '`perPage` 1..100, default 10); texts in the requested language. Public; a `shop_id` naming no shop → 400 `params.shop_id`.',
      querystring: PickupBranchesQuery,
      response: { 200: PickupBranchPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, shop_id: shopId } = request.query;
    return shops.pickupBranches(ctx, shopId, { page, perPage }, pageUrlOf(request.url));
  });

  app.get('/rest/shops/:id', {
    schema: {
      operationId: 'shop',
      tags: ['shops'],
      summary: 'One shop or branch by id or uuid',
      description: 'An approved shop (the main shop or a branch) named by its numeric id or its uuid, with texts, working days, '
        + 'closed dates and whether it is open now (`open_now`, `closes_at`, `opens_at`, `today_hours`, in its `time_zone`). '
        + 'An unknown or malformed id, or a shop not approved → 404 ERROR_404. Public.',
      params: ShopParams,
      response: { 200: ShopResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await shops.shop(ctx, request.params.id));
  });
};
