// Pages rendered on the server (docs/server-rendering.md): every client route gets its HTML with
// the data already in it, from the web app's server renderer: the build's (web/dist-server), or
// the sources' through Vite under `npm run dev` (dev-app.ts). Without a renderer, or when
// rendering fails or is too slow, the page is index.html and the browser renders it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRequest, RenderedPage, RenderPage } from '../src/app/page-contract';
import { forwardedHeadersOf } from './proxies';

/** Namespaces a language ships in locales/{lng}/ (English is in the bundle). */
const NAMESPACES = ['translation', 'errors'];
/** Past this, the customer gets index.html (rendered by the browser) rather than waiting longer. */
export const RENDER_TIMEOUT_MS = 5_000;

/** Where pages come from. */
export interface PageSource {
  /** index.html as sent for `url` (under `npm run dev`, with Vite's client in it). */
  template: (url: string) => Promise<string>;
  renderPage: RenderPage;
  /** The translations: web/dist/locales, or web/public/locales under `npm run dev`. */
  localesDir: string;
  /** Read a language's strings once (a build), or for every page (sources being edited). */
  cacheStrings: boolean;
}

/** Answers a page and says true, or says false when rendering failed (the caller sends index.html). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

type Strings = Awaited<ReturnType<PageRequest['strings']>>;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function languagesIn(localesDir: string): string[] {
  return existsSync(localesDir) ? readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

function readStrings(localesDir: string, language: string): Strings {
  const strings: Strings = {};
  for (const ns of NAMESPACES) {
    const file = join(localesDir, language, `${ns}.json`);
    if (existsSync(file)) strings[ns] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return strings;
}

/** A language's strings, read once when `cache`, else at every call. */
function stringsReader(localesDir: string, cache: boolean): PageRequest['strings'] {
  const read = new Map<string, Strings>();
  return async (language) => {
    if (!cache) return readStrings(localesDir, language);
    if (!read.has(language)) read.set(language, readStrings(localesDir, language));
    return read.get(language)!;
  };
}

/** index.html with the rendered page in it (replacements are functions: prices hold `$`). */
export function composePage(template: string, page: RenderedPage): string {
  const { preloads, html } = splitPreloads(page.html);
  return themeColored(scriptsAfterContent(template), page.themeColor)
    .replace(/<html[^>]*>/, () => `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}" style="color-scheme:${page.theme}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}" />${preloads}${page.styles}`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><script id="page-state" type="application/json">${page.state}</script>`);
}

/** With a theme chosen in the app, every `theme-color` meta says its colour: the browser's toolbar
 * matches the page, not the system's scheme. Without one, each keeps its own scheme's colour. */
const themeColored = (template: string, color: string | null): string =>
  (color ? template.replace(/(<meta name="theme-color" content=")[^"]*"/g, (_, start: string) => `${start}${escapeHtml(color)}"`) : template);

/** React writes the preloads of the page's first pictures (the largest one `fetchPriority="high"`)
 * at the start of its markup, i.e. after the module scripts of the head: moved into the head
 * before them, the picture a phone paints first no longer queues behind 20 scripts. */
function splitPreloads(html: string): { preloads: string; html: string } {
  const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { preloads: leading, html: html.slice(leading.length) };
}

/** A rendered page shows its content without JavaScript, which only makes it interactive: its
 * scripts load at low priority, so on a busy phone connection the document and its first pictures
 * come first. (At their default, high, Lighthouse also counts them as blocking the first paint.)
 * index.html sent for the browser to render keeps them high: there, nothing paints without them. */
const scriptsAfterContent = (template: string): string =>
  template.replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`);

/** Brotli or gzip as the browser accepts (HTML is made per request, unlike the build's files). */
function encode(request: FastifyRequest, html: string): { encoding: string | null; body: Buffer | string } {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return { encoding: 'br', body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: gzipSync(html, { level: 6 }) };
  return { encoding: null, body: html };
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms).unref())]);

/** The pages of a build: its index.html and server renderer, loaded once; null without a renderer. */
export async function builtPages(distDir: string, serverEntry: string | undefined): Promise<PageSource | null> {
  if (!serverEntry || !existsSync(serverEntry)) return null;
  const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as { renderPage: RenderPage };
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  return { template: async () => template, renderPage, localesDir: join(distDir, 'locales'), cacheStrings: true };
}

export function createPageRenderer(source: PageSource, { gatewayUrl, renderTimeoutMs = RENDER_TIMEOUT_MS }: { gatewayUrl: string; renderTimeoutMs?: number }): PageHandler {
  const languages = languagesIn(source.localesDir);
  const strings = stringsReader(source.localesDir, source.cacheStrings);
  return async (request, reply) => {
    let page: RenderedPage;
    try {
      page = await withTimeout(source.renderPage({
        url: request.url,
        cookie: String(request.headers.cookie ?? ''),
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        userAgent: String(request.headers['user-agent'] ?? ''),
        mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
        graphqlUrl: `${gatewayUrl}/graphql`,
        forwarded: forwardedHeadersOf(request),
        languages,
        strings,
      }), renderTimeoutMs);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sending the page to render in the browser');
      return false;
    }
    const { encoding, body } = encode(request, composePage(await source.template(request.url), page));
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // The page holds this customer's preferences (and session, when signed in): never shared.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding, sec-ch-ua-mobile');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
    return true;
  };
}
