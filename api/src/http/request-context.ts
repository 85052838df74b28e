// Resolves the language and currency of a request: the `lang` / `currency_id` query
// parameters, else the `x-lang` / `x-currency-id` headers the gateway forwards, else defaults.
// Routes read it as `request.context()` (requestContextPlugin).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/client';
import { currencies, languages } from '../db/common-tables';
import { badRequest } from './errors';
import { LocaleOnlyQuery, type LocaleQuery } from './schemas';

export interface RequestContext {
  /** Requested locale; translations fall back to `defaultLocale` when missing. */
  locale: string;
  defaultLocale: string;
  currencyId: number;
  /** Multiplier from base-currency amounts to the requested currency. */
  rate: number;
}

interface Choices {
  languages: { locale: string; isDefault: boolean }[];
  currencies: { id: number; rate: number; isDefault: boolean }[];
}

/** Languages and currencies change only through the seed; a short cache saves two queries
 * per request without serving stale choices for long. */
const CACHE_MS = 5_000;

/** A header value the gateway forwards even when the browser sent none. */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text !== 'undefined' && text !== 'null' ? text.trim() || undefined : undefined;
}

function requestedCurrency(request: FastifyRequest, query: LocaleQuery): number | undefined {
  if (query.currency_id !== undefined) return query.currency_id;
  const header = headerValue(request, 'x-currency-id');
  if (header === undefined) return undefined;
  if (!/^\d+$/.test(header)) throw badRequest('currency_id', 'must be integer', { code: 'type' });
  return Number(header);
}

export function createRequestContexts(db: Database) {
  let cached: { at: number; choices: Promise<Choices> } | undefined;

  async function loadChoices(): Promise<Choices> {
    const [activeLanguages, activeCurrencies] = await Promise.all([
      db.select({ locale: languages.locale, isDefault: languages.isDefault }).from(languages).where(eq(languages.active, true)),
      db.select({ id: currencies.id, rate: currencies.rate, isDefault: currencies.isDefault })
        .from(currencies).where(eq(currencies.active, true)),
    ]);
    return { languages: activeLanguages, currencies: activeCurrencies };
  }

  function choices(): Promise<Choices> {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const loading = loadChoices();
      cached = { at: now, choices: loading };
      loading.catch(() => { cached = undefined; });
    }
    return cached.choices;
  }

  return {
    async resolve(request: FastifyRequest, query: LocaleQuery): Promise<RequestContext> {
      const { languages: langs, currencies: currs } = await choices();
      const defaultLocale = (langs.find((l) => l.isDefault) ?? langs[0])?.locale ?? 'en';
      const locale = query.lang ?? headerValue(request, 'x-lang') ?? defaultLocale;
      if (!langs.some((l) => l.locale === locale)) throw badRequest('lang', 'The selected lang is invalid.', { code: 'one_of' });

      const currencyId = requestedCurrency(request, query);
      const currency = currencyId === undefined
        ? currs.find((c) => c.isDefault) ?? currs[0]
        : currs.find((c) => c.id === currencyId);
      if (!currency) throw badRequest('currency_id', 'The selected currency id is invalid.', { code: 'invalid' });
      return { locale, defaultLocale, currencyId: currency.id, rate: currency.rate };
    },
  };
}

export type RequestContexts = ReturnType<typeof createRequestContexts>;

/** A body that may name the currency (Foodyman's cart and checkout bodies do). */
export interface CurrencyBody { currency_id?: number }

/** Where a request keeps its context once resolved. */
const RESOLVED = Symbol('resolved request context');

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's language and currency from its validated query and headers, resolved on the
     * first call and kept for the request: a route that never asks loads nothing and refuses no
     * `lang`. A `body` naming `currency_id` wins over the query's (resolved apart, not kept).
     */
    context(body?: CurrencyBody): Promise<RequestContext>;
    [RESOLVED]: Promise<RequestContext> | null;
  }
}

/** Gives every request of the app, in every route plugin, `request.context()`; every route
 * registered after it takes `lang` and `currency_id`, so one that takes no other query parameter
 * declares no querystring. */
export const requestContextPlugin = fastifyPlugin<{ contexts: RequestContexts }>(async (app, { contexts }) => {
  app.addHook('onRoute', (route) => {
    if (route.schema && route.schema.querystring === undefined) route.schema = { ...route.schema, querystring: LocaleOnlyQuery };
  });
  app.decorateRequest(RESOLVED, null);
  app.decorateRequest('context', function context(this: FastifyRequest, body?: CurrencyBody) {
    const query = this.query as LocaleQuery;
    if (body?.currency_id !== undefined) return contexts.resolve(this, { lang: query.lang, currency_id: body.currency_id });
    this[RESOLVED] ??= contexts.resolve(this, query);
    return this[RESOLVED];
  });
}, { name: 'request-context' });
