import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { registerErrorHandling } from './errors';
import { createRequestContexts, requestContextPlugin, type CurrencyBody, type RequestContexts } from './request-context';
import { LocaleOnlyQuery } from './schemas';

const LANGUAGES = [{ locale: 'en', isDefault: true }, { locale: 'fr', isDefault: false }];
const CURRENCIES = [{ id: 2, rate: 1, isDefault: true }, { id: 3, rate: 2.5, isDefault: false }];

/** Answers the two queries of the active languages and currencies, counting the languages' loads. */
function choicesDatabase(loads: { count: number }): Database {
  const select = (fields: Record<string, unknown>) => ({
    from: () => ({
      where: async () => {
        if ('locale' in fields) {
          loads.count += 1;
          return LANGUAGES;
        }
        return CURRENCIES;
      },
    }),
  });
  return { select } as unknown as Database;
}

let app: FastifyInstance;
let loads: { count: number };
let contexts: RequestContexts;

beforeEach(async () => {
  loads = { count: 0 };
  contexts = createRequestContexts(choicesDatabase(loads));
  vi.spyOn(contexts, 'resolve');
  app = Fastify();
  registerErrorHandling(app);
  await app.register(requestContextPlugin, { contexts });
  // The routes sit in a plugin of their own, as the api's modules do.
  await app.register(async (routes) => {
    routes.get('/context', { schema: { querystring: LocaleOnlyQuery } }, async (request) => request.context());
    routes.get('/twice', { schema: { querystring: LocaleOnlyQuery } }, async (request) => {
      const [first, second] = [await request.context(), await request.context()];
      return { same: first === second };
    });
    routes.get('/ignores-context', { schema: { querystring: LocaleOnlyQuery } }, async () => ({ ok: true }));
    routes.post('/with-body', {
      schema: { querystring: LocaleOnlyQuery, body: Type.Object({ currency_id: Type.Optional(Type.Integer()) }) },
    }, async (request) => request.context(request.body as CurrencyBody));
  });
});
afterEach(async () => { await app.close(); });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('request.context()', () => {
  it('takes the query before the x-lang / x-currency-id headers, the headers before the defaults', async () => {
    const headers = { 'x-lang': 'en', 'x-currency-id': '2' };
    expect((await get('/context?lang=fr&currency_id=3', headers)).json()).toEqual({ locale: 'fr', defaultLocale: 'en', currencyId: 3, rate: 2.5 });
    expect((await get('/context', { 'x-lang': 'fr', 'x-currency-id': '3' })).json()).toMatchObject({ locale: 'fr', currencyId: 3 });
    expect((await get('/context')).json()).toEqual({ locale: 'en', defaultLocale: 'en', currencyId: 2, rate: 1 });
  });

  it('refuses an unknown lang or currency with 400 and the field\'s reason', async () => {
    for (const [url, headers] of [['/context?lang=xx', {}], ['/context', { 'x-lang': 'xx' }]] as const) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 'ERROR_400', reasons: { lang: [{ code: 'one_of' }] } });
    }
    expect((await get('/context?currency_id=9')).json().reasons).toEqual({ currency_id: [{ code: 'invalid' }] });
    expect((await get('/context', { 'x-currency-id': 'abc' })).json().reasons).toEqual({ currency_id: [{ code: 'type' }] });
  });

  it('is never resolved by a route that does not read it: nothing loaded, a bad lang not refused', async () => {
    const response = await get('/ignores-context?lang=xx', { 'x-currency-id': 'abc' });
    expect(response.statusCode).toBe(200);
    expect(contexts.resolve).not.toHaveBeenCalled();
    expect(loads.count).toBe(0);
  });

  it('is resolved once per request, however often it is read', async () => {
    expect((await get('/twice')).json()).toEqual({ same: true });
    expect(contexts.resolve).toHaveBeenCalledTimes(1);
    await get('/twice');
    expect(contexts.resolve).toHaveBeenCalledTimes(2);
  });

  it('takes a body\'s currency_id before the query\'s', async () => {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/with-body?lang=fr&currency_id=2', payload });
    expect((await post({ currency_id: 3 })).json()).toMatchObject({ locale: 'fr', currencyId: 3, rate: 2.5 });
    expect((await post({})).json()).toMatchObject({ locale: 'fr', currencyId: 2 });
  });
});
