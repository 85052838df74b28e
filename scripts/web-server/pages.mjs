// Pages rendered on the server (docs/server-rendering.md): every client route gets its HTML with
// the data already in it, from the web build's server renderer (web/dist-server). Without that
// build, or when rendering fails or is too slow, the page is index.html and the browser renders it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { forwardedHeadersOf } from './proxies.mjs';

/** Namespaces a language ships in web/dist/locales/{lng}/ (English is in the bundle). */
const NAMESPACES = ['translation', 'errors'];
/** Past this, the customer gets index.html (rendered by the browser) rather than waiting longer. */
export const RENDER_TIMEOUT_MS = 5_000;

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function languagesIn(distDir) {
  const dir = join(distDir, 'locales');
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** A language's strings, read once. */
function stringsReader(distDir) {
  const cache = new Map();
  return async (language) => {
    if (!cache.has(language)) {
      const strings = {};
      for (const ns of NAMESPACES) {
        const file = join(distDir, 'locales', language, `${ns}.json`);
        if (existsSync(file)) strings[ns] = JSON.parse(readFileSync(file, 'utf8'));
      }
      cache.set(language, strings);
    }
    return cache.get(language);
  };
}

/** index.html with the rendered page in it (replacements are functions: prices hold `$`). */
export function composePage(template, page) {
  const { preloads, html } = splitPreloads(page.html);
  return scriptsAfterContent(template)
    .replace(/<html[^>]*>/, () => `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}" style="color-scheme:${page.theme}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}" />${preloads}${page.styles}`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><script id="page-state" type="application/json">${page.state}</script>`);
}

/** React writes the preloads of the page's first pictures (the largest one `fetchPriority="high"`)
 * at the start of its markup, i.e. after the module scripts of the head: moved into the head
 * before them, the picture a phone paints first no longer queues behind 20 scripts. */
function splitPreloads(html) {
  const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { preloads: leading, html: html.slice(leading.length) };
}

/** A rendered page shows its content without JavaScript, which only makes it interactive: its
 * scripts load at low priority, so on a busy phone connection the document and its first pictures
 * come first. (At their default, high, Lighthouse also counts them as blocking the first paint.)
 * index.html sent for the browser to render keeps them high: there, nothing paints without them. */
const scriptsAfterContent = (template) =>
  template.replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`);

/** Brotli or gzip as the browser accepts (HTML is made per request, unlike the build's files). */
function encode(request, html) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return { encoding: 'br', body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: gzipSync(html, { level: 6 }) };
  return { encoding: null, body: html };
}

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms).unref())]);

/**
 * @returns a handler `(request, reply) => Promise<boolean>` that answers a page and says true,
 *   or says false when there is no server renderer (the caller sends index.html)
 */
export async function createPageRenderer({ distDir, serverEntry, gatewayUrl, renderTimeoutMs = RENDER_TIMEOUT_MS }) {
  if (!serverEntry || !existsSync(serverEntry)) return null;
  const { renderPage } = await import(pathToFileURL(serverEntry).href);
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const languages = languagesIn(distDir);
  const strings = stringsReader(distDir);
  return async (request, reply) => {
    let page;
    try {
      page = await withTimeout(renderPage({
        url: request.url,
        cookie: String(request.headers.cookie ?? ''),
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        userAgent: String(request.headers['user-agent'] ?? ''),
        mobileHint: request.headers['sec-ch-ua-mobile'],
        graphqlUrl: `${gatewayUrl}/graphql`,
        forwarded: forwardedHeadersOf(request),
        languages,
        strings,
      }), renderTimeoutMs);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sending the page to render in the browser');
      return false;
    }
    const { encoding, body } = encode(request, composePage(template, page));
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
