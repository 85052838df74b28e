// Routes of the settings area; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import type { RequestContexts } from '../../http/request-context';
import {
  CurrencyListResponse, LanguageListResponse, SettingsResponse, TranslationsResponse,
} from './schemas';
import { LocaleOnlyQuery } from '../../http/schemas';
import type { SettingsService } from './service';

export interface SettingsRoutesOptions {
  contexts: RequestContexts;
  settings: SettingsService;
}

export const settingsRoutes: FastifyPluginAsyncTypebox<SettingsRoutesOptions> = async (app, { contexts, settings }) => {
  app.get('/rest/settings', {
    schema: { operationId: 'settings', tags: ['settings'], querystring: LocaleOnlyQuery, response: { 200: SettingsResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await settings.settings());
  });

  app.get('/rest/currencies/active', {
    schema: { operationId: 'activeCurrencies', tags: ['settings'], querystring: LocaleOnlyQuery, response: { 200: CurrencyListResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await settings.activeCurrencies());
  });

  app.get('/rest/languages/active', {
    schema: { operationId: 'activeLanguages', tags: ['settings'], querystring: LocaleOnlyQuery, response: { 200: LanguageListResponse } },
  }, async (request) => {
    await contexts.resolve(request, request.query);
    return success(await settings.activeLanguages());
  });

  app.get('/rest/translations/paginate', {
    schema: { operationId: 'translations', tags: ['settings'], querystring: LocaleOnlyQuery, response: { 200: TranslationsResponse } },
  }, async (request) => {
    const { locale, defaultLocale } = await contexts.resolve(request, request.query);
    return success(await settings.translations(locale, defaultLocale));
  });
};
