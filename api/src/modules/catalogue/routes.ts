// Routes of the catalogue; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import { pageUrlOf } from '../../http/pagination';
import type { RequestContexts } from '../../http/request-context';
import { LocaleOnlyQuery } from '../../http/schemas';
import {
  AvgPricesQuery, AvgPricesResponse, BranchProductsQuery, CategoryPage, MostSoldProductsQuery, ProductListResponse,
  ProductPage, ProductParams, ProductResponse, ProductsQuery, RecommendedProductsQuery, SearchProductsQuery,
} from './schemas';
import type { CatalogueService } from './service';

export interface CatalogueRoutesOptions {
  contexts: RequestContexts;
  catalogue: CatalogueService;
}

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncTypebox<CatalogueRoutesOptions> = async (app, { contexts, catalogue }) => {
  app.get('/rest/branch/products', {
    schema: { operationId: 'branchProducts', tags, querystring: BranchProductsQuery, response: { 200: CategoryPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { shop_id: shopId, page = 1, perPage = 10, productPerPage = 10 } = request.query;
    return catalogue.branchProducts(ctx, { shopId, page, perPage, productPerPage }, pageUrlOf(request.url));
  });

  app.get('/rest/branch/recommended/products', {
    schema: { operationId: 'recommendedProducts', tags, querystring: RecommendedProductsQuery, response: { 200: ProductListResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { shop_id: shopId, recPerPage = 10 } = request.query;
    return success(await catalogue.recommendedProducts(ctx, shopId, recPerPage));
  });

  app.get('/rest/products/paginate', {
    schema: { operationId: 'products', tags, querystring: ProductsQuery, response: { 200: ProductPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, shop_id: shopId, category_id: categoryId } = request.query;
    return catalogue.products(ctx, { page, perPage, shopId, categoryId }, pageUrlOf(request.url));
  });

  app.get('/rest/products/search', {
    schema: { operationId: 'searchProducts', tags, querystring: SearchProductsQuery, response: { 200: ProductPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, shop_id: shopId, search } = request.query;
    return catalogue.searchProducts(ctx, { page, perPage, shopId, search }, pageUrlOf(request.url));
  });

  app.get('/rest/products/most-sold', {
    schema: { operationId: 'mostSoldProducts', tags, querystring: MostSoldProductsQuery, response: { 200: ProductPage } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    const { page = 1, perPage = 10, shop_id: shopId } = request.query;
    return catalogue.mostSoldProducts(ctx, { page, perPage, shopId }, pageUrlOf(request.url));
  });

  app.get('/rest/products/:uuid', {
    schema: { operationId: 'product', tags, params: ProductParams, querystring: LocaleOnlyQuery, response: { 200: ProductResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await catalogue.product(ctx, request.params.uuid));
  });

  app.get('/rest/products-avg-prices', {
    schema: { operationId: 'productAvgPrices', tags, querystring: AvgPricesQuery, response: { 200: AvgPricesResponse } },
  }, async (request) => {
    const ctx = await contexts.resolve(request, request.query);
    return success(await catalogue.priceRange(ctx, request.query.shop_id));
  });
};
