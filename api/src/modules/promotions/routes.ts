// Public routes of the promotions (/rest/banners…, /rest/stories…); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { absoluteImage } from '../../http/image-urls';
import { pageUrlOf } from '../../http/pagination';
import { BannerPage, BannerParams, BannerQuery, BannerResponse, BannersQuery, StoriesQuery, StoryGroups } from './schemas';
import type { BannerType, PromotionsService } from './service';

export interface PromotionsRoutesOptions {
  promotions: PromotionsService;
}

const tags = ['promotions'];
const LISTED = 'A page at a time, by position then id, texts in the requested language (else the default one); `shop_id` keeps '
  + 'that branch\'s and the whole restaurant\'s, and counts only that branch\'s products. `products` is left empty (see '
  + '`GET /rest/banners/{id}`). Public.';

export const promotionsRoutes: FastifyPluginAsyncTypebox<PromotionsRoutesOptions> = async (app, { promotions }) => {
  const listOf = (path: string, type: BannerType, operationId: string, summary: string, description: string) => {
    app.get(path, {
      schema: { operationId, tags, summary, description: `${description} ${LISTED}`, querystring: BannersQuery, response: { 200: BannerPage } },
    }, async (request) => {
      const ctx = await request.context();
      const { page = 1, perPage = 10, shop_id: shopId } = request.query;
      return promotions.list(type, { page, perPage, shopId }, pageUrlOf(request.url), ctx);
    });
  };
  listOf('/rest/banners/paginate', 'banner', 'banners', 'Banners, paginated', 'The active banners of the home page.');
  listOf('/rest/banners-ads', 'ad', 'bannerAds', 'Banner ads, paginated', 'The active banner ads (Foodyman\'s "look" banners).');

  app.get('/rest/banners/:id', {
    schema: {
      operationId: 'banner',
      tags,
      summary: 'One banner with its products',
      description: 'An active banner (or ad) with the products it promotes that a customer can buy, as the menu shows them, in '
        + 'the banner\'s order; `shop_id` keeps that branch\'s products. An unknown or inactive banner → 404 ERROR_404. Public.',
      params: BannerParams,
      querystring: BannerQuery,
      response: { 200: BannerResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await promotions.show(request.params.id, ctx, request.query.shop_id));
  });

  app.get('/rest/stories/paginate', {
    schema: {
      operationId: 'stories',
      tags,
      summary: 'Stories, grouped by branch',
      description: 'The live stories (active, not expired) as Foodyman answers them: a raw array (no envelope, no page '
        + 'links) of branches, each an array of its stories, oldest first; `page`/`perPage` count branches. Each story\'s `url` '
        + 'is its picture as a full URL. Public.',
      querystring: StoriesQuery,
      response: { 200: StoryGroups },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10 } = request.query;
    const groups = await promotions.stories({ page, perPage }, ctx);
    return groups.map((group) => group.map((story) => ({ ...story, url: absoluteImage(story.url, request.imageBase) })));
  });
};
