// Public routes of the information content: /rest/pages/*, /rest/policy, /rest/term,
// /rest/careers/*, /rest/faqs/paginate and /rest/categories/paginate. Rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import {
  CareerPage, CareerParams, CareerResponse, CareersQuery, ContentCategoriesQuery, ContentCategoryPage, FaqPage, FaqsQuery,
  LandingPageParams, LandingPageResponse, PageListPage, PageResponse, PagesQuery, PageTypeParams,
} from './schemas';
import type { LandingPages } from './landing';
import type { ContentService } from './service';

export interface ContentRoutesOptions {
  content: ContentService;
  landing: LandingPages;
}

const tags = ['content'];
const PUBLIC = 'Drafts are never answered. Public.';
const TEXTS = 'Texts in the requested language (else the default one); rich texts are safe HTML (docs/content.md).';
const PAGING = 'A page at a time (`page` from 1, `perPage` 1..100, default 10; else 400 on the field).';

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, { content, landing }) => {
  app.get('/rest/landing-pages/:type', {
    schema: {
      operationId: 'landingPage',
      tags,
      summary: 'The landing page',
      description: 'The `welcome` landing page Foodyman clients open first: the restaurant (main shop) as the hero and the '
        + 'about page\'s published sections as features, each text per active language (plain text). Another type → 404 '
        + `ERROR_404. ${PUBLIC}`,
      params: LandingPageParams,
      response: { 200: LandingPageResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await landing.show(request.params.type));
  });

  app.get('/rest/pages/paginate', {
    schema: {
      operationId: 'pages',
      tags,
      summary: 'Pages, paginated',
      description: `The published pages, of \`type\` when given (\`all_about\`: the sections of the about page), by position. ${PAGING} `
        + `An unknown \`type\` → 400 \`params.type\`. ${TEXTS} ${PUBLIC}`,
      querystring: PagesQuery,
      response: { 200: PageListPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, type } = request.query;
    return content.listPages(type, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/rest/pages/:type', {
    schema: {
      operationId: 'page',
      tags,
      summary: 'The page of a type',
      description: 'The published page of `type` (`about`, `delivery` — deliver with us —, `privacy`, `terms`; for `all_about` its '
        + `first section). None published → 404 ERROR_404; an unknown type → 400 \`params.type\`. ${TEXTS} ${PUBLIC}`,
      params: PageTypeParams,
      response: { 200: PageResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await content.showPage(request.params.type, ctx));
  });

  // Foodyman's own paths of the two legal pages.
  const legalPages = [
    { path: '/rest/policy', operationId: 'privacyPolicy', type: 'privacy', summary: 'The privacy policy' },
    { path: '/rest/term', operationId: 'termsOfUse', type: 'terms', summary: 'The terms of use' },
  ] as const;
  for (const { path, operationId, type, summary } of legalPages) {
    app.get(path, {
      schema: {
        operationId,
        tags,
        summary,
        description: `The published \`${type}\` page. None published → 404 ERROR_404. ${TEXTS} ${PUBLIC}`,
        response: { 200: PageResponse },
      },
    }, async (request) => {
      const ctx = await request.context();
      return success(await content.showPage(type, ctx));
    });
  }

  app.get('/rest/careers/paginate', {
    schema: {
      operationId: 'careers',
      tags,
      summary: 'Open positions, paginated',
      description: 'The published positions, by position, optionally of one `category_id`, branch (`shop_id`), `type`, or holding '
        + `\`search\` in their title, location or description. ${PAGING} ${TEXTS} ${PUBLIC}`,
      querystring: CareersQuery,
      response: { 200: CareerPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, category_id: categoryId, shop_id: shopId, type, search } = request.query;
    return content.listCareers({ categoryId, shopId, type, search }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/rest/careers/:id', {
    schema: {
      operationId: 'career',
      tags,
      summary: 'One open position',
      description: `Published position \`id\`; a draft or an unknown id → 404 ERROR_404, a malformed one → 400 \`params.id\`. ${TEXTS} `
        + 'Public.',
      params: CareerParams,
      response: { 200: CareerResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await content.showCareer(request.params.id, ctx));
  });

  app.get('/rest/faqs/paginate', {
    schema: {
      operationId: 'faqs',
      tags,
      summary: 'Help questions, paginated',
      description: 'The published questions with their answers, by category then position, optionally of one `category_id` or '
        + `holding \`search\` in the question or the answer (in the language shown). ${PAGING} ${TEXTS} ${PUBLIC}`,
      querystring: FaqsQuery,
      response: { 200: FaqPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, category_id: categoryId, search } = request.query;
    return content.listFaqs({ categoryId, search }, { page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/rest/categories/paginate', {
    schema: {
      operationId: 'contentCategories',
      tags,
      summary: 'Categories of recipes, positions, help questions or the menu, paginated',
      description: 'The active, published categories of `type` (required: `receipt`, `career`, `faq`, `main` (the menu\'s, as the '
        + 'reference\'s clients ask) or `shop` (kinds of shop: always empty, branches carry tags); else 400 `params.type`), by input, '
        + `each with its number of published items (the menu's: products a customer can buy). ${PAGING} ${TEXTS} Public.`,
      querystring: ContentCategoriesQuery,
      response: { 200: ContentCategoryPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10, type } = request.query;
    return content.listCategories(type, { page, perPage }, pageUrlOf(request.url), ctx);
  });
};
