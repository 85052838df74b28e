// Public routes of the news (/rest/blogs/*); rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import { BlogPage, BlogResponse, NewsItemParams, NewsQuery } from './schemas';
import type { NewsService } from './service';

export interface NewsRoutesOptions {
  news: NewsService;
}

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncTypebox<NewsRoutesOptions> = async (app, { news }) => {
  app.get('/rest/blogs/paginate', {
    schema: {
      operationId: 'news',
      tags,
      summary: 'News, paginated',
      description: 'The published news items, most recently published first, a page at a time, texts in the requested language '
        + '(else the default one). Public.',
      querystring: NewsQuery,
      response: { 200: BlogPage },
    },
  }, async (request) => {
    const ctx = await request.context();
    const { page = 1, perPage = 10 } = request.query;
    return news.list({ page, perPage }, pageUrlOf(request.url), ctx);
  });

  app.get('/rest/blogs/:uuid', {
    schema: {
      operationId: 'newsItem',
      tags,
      summary: 'One news item by uuid',
      description: 'A published news item, texts in the requested language (else the default one). A malformed uuid → 400 '
        + '`params.uuid`; a draft or an unknown one → 404 ERROR_404. Public.',
      params: NewsItemParams,
      response: { 200: BlogResponse },
    },
  }, async (request) => {
    const ctx = await request.context();
    return success(await news.show(request.params.uuid, ctx));
  });
};
