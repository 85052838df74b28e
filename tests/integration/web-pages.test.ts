// The web server's server-rendered pages (web/server/pages.ts, docs/server-rendering.md)
// with stand-in renderers: the page goes into index.html as given, and a renderer that fails or
// is too slow leaves the customer with index.html, rendered by the browser.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebServer } from '../../web/server/server';
import { composePage } from '../../web/server/pages';
import type { RenderedPage } from '../../web/src/app/page-contract';

const INDEX_HTML = '<!doctype html><html lang="en" dir="ltr"><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page: RenderedPage = {
  status: 200, lang: 'ar', dir: 'rtl', theme: 'dark', themeColor: null, title: 'Menu · "Store" <front>', description: 'Dinner & more',
  styles: '<style data-make-styles-bucket="d">.a{color:red}</style>', html: '<main>$9.16 $& $1</main>', state: '{"a":1}',
};

/** A build whose server renderer answers with `body` (the module's source). */
async function serverWith(rendererSource: string) {
  const dist = mkdtempSync(join(tmpdir(), 'web-pages-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, 'locales/fr'), { recursive: true });
  writeFileSync(join(dist, 'locales/fr/translation.json'), '{"hello":"Bonjour"}');
  const serverEntry = join(dist, 'entry-server.mjs');
  writeFileSync(serverEntry, rendererSource);
  return createWebServer({ distDir: dist, serverEntry, gatewayUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' });
}

describe('server-rendered pages', () => {
  it('put the page into index.html as rendered, money signs and all, with its head escaped', () => {
    const html = composePage(INDEX_HTML, page);
    expect(html).toContain('<html lang="ar" dir="rtl" style="color-scheme:dark">');
    expect(html).toContain('<title>Menu · &#34;Store&#34; &#60;front&#62;</title><meta name="description" content="Dinner &#38; more" /><style data-make-styles-bucket="d">');
    expect(html).toContain('<div id="root"><main>$9.16 $& $1</main></div><script id="page-state" type="application/json">{"a":1}</script>');
  });

  it("give the browser's toolbar the colour of the theme the customer chose, else each scheme's own", () => {
    const metas = '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" /><meta name="theme-color" content="#292929" media="(prefers-color-scheme: dark)" />';
    const template = INDEX_HTML.replace('<title>', `${metas}<title>`);
    expect(composePage(template, { ...page, themeColor: '#292929' })).toContain(
      '<meta name="theme-color" content="#292929" media="(prefers-color-scheme: light)" /><meta name="theme-color" content="#292929" media="(prefers-color-scheme: dark)" />',
    );
    expect(composePage(template, { ...page, theme: 'light', themeColor: '#ffffff' })).toContain(
      '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" /><meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: dark)" />',
    );
    expect(composePage(template, page)).toContain(metas);
  });

  it('move the preloads React writes before its markup into the head, ahead of the scripts', () => {
    const preload = '<link rel="preload" as="image" href="/storage/images/products/salad.svg" fetchPriority="high"/>';
    const template = INDEX_HTML.replace('</head>', '<script type="module" src="/assets/index.js"></script></head>');
    const html = composePage(template, { ...page, html: `${preload}<main>menu</main>` });
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<div id="root"><main>menu</main></div>');
  });

  it('load the scripts of a rendered page at low priority: its content shows without them', () => {
    const template = INDEX_HTML.replace('</head>', '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head>');
    const html = composePage(template, page);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">');
  });

  it('answer what the renderer made of the request: status, language files, private caching', async () => {
    const app = await serverWith(`export async function renderPage(request) {
      const fr = await request.strings('fr');
      return { ...${JSON.stringify(page)}, status: request.url === '/nope' ? 404 : 200, html: request.url + ' ' + request.languages.join() + ' ' + fr.translation.hello };
    }`);
    const home = await app.inject({ url: '/?product=abc', headers: { 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">/?product=abc fr Bonjour</div>');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await app.inject({ url: '/nope' })).statusCode).toBe(404);
    const zipped = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('send a form posted before the page\'s script ran back to its page, and nowhere else', async () => {
    const app = await serverWith('export async function renderPage() { throw new Error("unused"); }');
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'login=a%40b.c&password=secret' };
    const sent = await app.inject({ ...form, url: '/login?redirect=%2Forders' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login?redirect=%2Forders');
    for (const url of ['//evil.example/x', '/\\evil.example/x']) {
      expect((await app.inject({ ...form, url })).headers.location, url).toMatch(/^\/(?![/\\])/);
    }
    await app.close();
  });

  it('fall back to index.html when rendering fails, and keep serving', async () => {
    const app = await serverWith('export async function renderPage() { throw new Error("gateway down"); }');
    for (const url of ['/', '/blog']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
    await app.close();
  });
});
