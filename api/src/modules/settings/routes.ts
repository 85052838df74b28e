// Routes of the settings area; rules live in service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../http/envelope';
import {
  CurrencyListResponse, LanguageListResponse, SettingsResponse, TranslationsResponse,
} from './schemas';
import type { SettingsService } from './service';

export interface SettingsRoutesOptions {
  settings: SettingsService;
}

export const settingsRoutes: FastifyPluginAsyncTypebox<SettingsRoutesOptions> = async (app, { settings }) => {
  app.get('/rest/settings', {
    schema: {
      operationId: 'settings',
      tags: ['settings'],
      summary: 'Storefront settings',
      description: 'Every setting of the storefront as a key/value list (payment types, service fee, contact details, app links, '
        + 'code expiry, ...). Public: guests may call it.',
      response: { 200: SettingsResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await settings.settings());
  });

  app.get('/rest/currencies/active', {
    schema: {
      operationId: 'activeCurrencies',
      tags: ['settings'],
      summary: 'Currencies customers may choose',
      description: 'The active currencies, the default one flagged. Send a currency\'s id in the `x-currency-id` header '
        + '(or, on REST, as `currency_id`) to get every amount converted at its rate. Public.',
      response: { 200: CurrencyListResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await settings.activeCurrencies());
  });

  app.get('/rest/languages/active', {
    schema: {
      operationId: 'activeLanguages',
      tags: ['settings'],
      summary: 'Languages customers may choose',
      description: 'The active languages, the default one flagged and right-to-left ones marked `backward`. Send a language\'s '
        + 'locale in the `x-lang` header (or, on REST, as `lang`) to get texts in it. Public.',
      response: { 200: LanguageListResponse },
    },
  }, async (request) => {
    await request.context();
    return success(await settings.activeLanguages());
  });

  app.get('/rest/translations/paginate', {
    schema: {
      operationId: 'translations',
      tags: ['settings'],
      summary: 'UI strings of a language',
      description: 'The storefront\'s interface strings in the requested language as one `{key: text}` object, keys missing in it '
        + 'taken from the default language. One object, not a page (the REST path says paginate). Public.',
      response: { 200: TranslationsResponse },
    },
  }, async (request) => {
    const { locale, defaultLocale } = await request.context();
    return success(await settings.translations(locale, defaultLocale));
  });
};
