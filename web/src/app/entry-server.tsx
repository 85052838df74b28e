// Server rendering of the storefront (docs/server-rendering.md): the web server calls `renderPage`
// for every page request; the browser hydrates what it sends (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { createApolloClient } from '../shared/lib/apollo/client';
import { createI18n, DEFAULT_LANGUAGE, directionOf } from '../shared/lib/i18n';
import { setCookieSource } from '../shared/lib/session/cookies';
import { getAccessToken } from '../shared/lib/session/session';
import { createRootStore, readPrefsCookie, shownTheme, type Prefs } from '../shared/lib/storage';
import { ActiveCurrenciesDocument, ActiveLanguagesDocument, type ActiveCurrenciesQuery, type ActiveLanguagesQuery } from '../graphql/generated';
import { resolveCurrencies } from '../features/preferences';
import { PageHeadContext, documentTitle, type PageHead } from '../shared/ui/page';
import { loadTheme } from '../shared/lib/theme';
import { THEME_COLORS } from '../shared/lib/theme/theme-color';
import { AppProviders } from './providers';
import { AppRoutes } from './app';
import { serializePageState, type PageState } from './page-state';
import type { PageRequest, RenderedPage } from './page-contract';

export type { PageRequest, RenderedPage };

/** The request being rendered: its cookies are the session and the preferences. */
const requestCookies = new AsyncLocalStorage<string>();
setCookieSource(() => requestCookies.getStore() ?? '');

/** Widths the server lays a page out for: a phone unless the browser says it is not one. */
const PHONE_WIDTH = 375;
const DESKTOP_WIDTH = 1280;

/** The cookie's language if it has strings, else the first of Accept-Language that does, else English. */
export function pageLanguage(prefs: Prefs, acceptLanguage: string, languages: ReadonlyArray<string>): string {
  const known = new Set([DEFAULT_LANGUAGE, ...languages]);
  if (prefs.language && known.has(prefs.language)) return prefs.language;
  const asked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return asked.find((entry) => known.has(entry.base))?.base ?? DEFAULT_LANGUAGE;
}

export function viewportHint(userAgent: string, mobileHint?: string): number {
  if (mobileHint === '?1') return PHONE_WIDTH;
  if (mobileHint === '?0') return DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? PHONE_WIDTH : DESKTOP_WIDTH;
}

async function collect(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/** React's static prerender: waits for lazy routes, so the HTML holds the whole page, in order
 * (no boundary is outlined for later: that would need inline scripts, which the CSP refuses). */
async function prerender(tree: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return collect(prelude as AsyncIterable<string | Buffer>);
}

export function renderPage(request: PageRequest): Promise<RenderedPage> {
  return requestCookies.run(request.cookie, () => render(request));
}

async function render(request: PageRequest): Promise<RenderedPage> {
  const prefs = readPrefsCookie(request.cookie);
  const language = pageLanguage(prefs, request.acceptLanguage, request.languages);
  const resources = language === DEFAULT_LANGUAGE ? undefined : await request.strings(language);
  const i18n = createI18n(language, { backend: false });
  for (const [namespace, strings] of Object.entries(resources ?? {})) i18n.addResourceBundle(language, namespace, strings, true, true);

  const store = createRootStore({ storage: null, target: null });
  store.setState({ language, theme: prefs.theme, branchId: prefs.branchId, productFilter: prefs.productFilter });
  const { client, freshness } = createApolloClient({
    uri: request.graphqlUrl,
    locale: () => ({ lang: language, currencyId: store.getState().currency.selected?.id }),
    token: getAccessToken,
    sweepEveryMs: 0,
    // The browser's User-Agent too: a signed-in page's first call may be this one, and the api
    // names the session's device by it (else every session would be named after this server).
    ssr: { headers: { ...request.forwarded, ...(request.userAgent ? { 'user-agent': request.userAgent } : {}) } },
  });
  const currencies = await client.query<ActiveCurrenciesQuery>({ query: ActiveCurrenciesDocument }).catch(() => null);
  const stored = { selected: prefs.currencyId ? { id: prefs.currencyId, symbol: '', position: 'before' as const } : null, default: null };
  store.setState({ currency: resolveCurrencies(currencies?.data.activeCurrencies ?? [], stored) ?? { selected: null, default: null } });

  await loadTheme(shownTheme(prefs.theme));
  const hint = viewportHint(request.userAgent, request.mobileHint);
  const renderer = createDOMRenderer();
  const head: PageHead = {};
  const tree = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} client={client} ssr={{ renderer, viewportHint: hint }}>
        <PageHeadContext.Provider value={head}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </PageHeadContext.Provider>
      </AppProviders>
    </StrictMode>
  );
  const html = await getMarkupFromTree({ tree, renderFunction: prerender });
  const state = store.getState();
  const page: PageState = {
    url: request.url,
    apollo: { cache: client.extract(), fresh: freshness.freshKeys() },
    prefs: { language, theme: state.theme, currencyId: state.currency.selected?.id ?? null, branchId: state.branchId, productFilter: state.productFilter },
    currency: state.currency,
    ...(resources ? { resources } : {}),
    viewportHint: hint,
  };
  const languages = client.readQuery<ActiveLanguagesQuery>({ query: ActiveLanguagesDocument })?.activeLanguages ?? [];
  return {
    status: head.status ?? 200,
    lang: language,
    dir: directionOf(language, languages),
    theme: shownTheme(state.theme),
    themeColor: state.theme ? THEME_COLORS[state.theme] : null,
    title: head.title ?? documentTitle('', i18n.t('common.brand')),
    description: head.description ?? i18n.t('common.description'),
    styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>),
    html,
    state: serializePageState(page),
  };
}
