// GraphiQL, the GraphQL explorer a browser gets at the GraphQL endpoint (docs/gateway.md).
// @graphql-yoga/render-graphiql ships it as strings for one 9 MB page with everything inline,
// which a phone would download whole, uncompressed, at every visit. Here its parts become files
// instead, made once at startup: a 6 KB page sent at every visit, and scripts, styles, workers
// and fonts named by the hash of their content, which a browser keeps for a year, compressed
// (brotli and gzip) once, not per request. The page has no inline script, so its
// Content-Security-Policy allows scripts from the gateway itself and nothing else.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { css, editorWorkerService, favicon, graphqlWorker, js, jsonWorker } from '@graphql-yoga/render-graphiql/graphiql';
import { EXAMPLE_HEADERS, EXAMPLE_TABS } from './graphiql-examples';

export interface GraphiQLOptions {
  /** The GraphQL endpoint: GraphiQL is its answer to a browser, its files are under it (so
   * they pass wherever the endpoint is proxied, as the web server does). */
  endpoint: string;
  /** The page's and GraphiQL's title. */
  title: string;
}

/** The page's policy: scripts, styles, fonts and workers only from the gateway. Styles may be
 * inline (the editor adds <style> elements as it runs) and images data: URLs (the style sheet's
 * small icons). */
export const GRAPHIQL_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self'", "connect-src 'self'", "worker-src 'self'", "object-src 'none'", "base-uri 'none'",
  "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/** A file's name changes with its content, so a browser may keep it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Brotli 9 with a 16 MB window: each file is compressed once per process, in the background.
 * 11, the highest, took 13 s of CPU for the main script at every start of the gateway, against
 * 1 s here, for 9 % fewer bytes. */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 };

/** A compressed copy is kept only when it saves at least 5 % (fonts are compressed already). */
const WORTH_COMPRESSING = 0.95;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = typeof ENCODINGS[number];

/** A file as built. */
export interface GraphiQLFile {
  type: string;
  body: Buffer;
}

/** A file as served: the copies worth sending, by encoding, made from startup on. */
interface ServedFile extends GraphiQLFile {
  encoded: Promise<Partial<Record<Encoding, Buffer>>>;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

function served(file: GraphiQLFile): ServedFile {
  const encoded = (async () => {
    const copies: Partial<Record<Encoding, Buffer>> = {};
    for (const encoding of ENCODINGS) {
      const copy = await compressors[encoding](file.body);
      if (copy.length <= file.body.length * WORTH_COMPRESSING) copies[encoding] = copy;
    }
    return copies;
  })();
  encoded.catch(() => {}); // reported to the request that awaits it, not as an unhandled rejection
  return { ...file, encoded };
}

/**
 * The encoding to send of those available: the one the client's Accept-Encoding weighs most,
 * brotli on a tie; `q=0` refuses one, `*` stands for those it does not name. Null: the plain file.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='))?.slice(2);
    if (name) weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of available) {
    if (weight(encoding) > 0 && (best === null || weight(encoding) > weight(best))) best = encoding;
  }
  return best;
}

async function send(request: FastifyRequest, reply: FastifyReply, file: ServedFile, cacheControl: string) {
  const copies = await file.encoded;
  const encoding = pickEncoding(request.headers['accept-encoding'], ENCODINGS.filter((name) => copies[name]));
  reply.header('content-type', file.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? copies[encoding] : file.body);
}

/** At a phone's width GraphiQL would keep the editors and the result side by side, the result a
 * sliver: below 640 px the result goes under the editors. */
const NARROW_SCREEN_STYLES = `@media (max-width: 640px) {
  .graphiql-container #graphiql-session { flex-direction: column; }
  .graphiql-container .graphiql-horizontal-drag-bar, .graphiql-container .graphiql-logo { display: none; }
  .graphiql-container .graphiql-editors { flex: 3 1 0% !important; min-height: 0; }
  .graphiql-container .graphiql-response { flex: 2 1 0% !important; min-height: 0; }
}`;

const FONT_EXTENSIONS: Record<string, string> = { 'font/woff2': 'woff2', 'font/woff': 'woff', 'font/ttf': 'ttf' };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** GraphiQL's page and the files it loads, by name (the hash of their content). */
export function graphiqlFiles({ endpoint, title }: GraphiQLOptions): { page: GraphiQLFile; files: Map<string, GraphiQLFile> } {
  const files = new Map<string, GraphiQLFile>();
  /** Adds a file; answers its URL. */
  const add = (extension: string, type: string, content: string | Buffer) => {
    const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const name = `${createHash('sha256').update(body).digest('base64url').slice(0, 22)}.${extension}`;
    files.set(name, { type, body });
    return `${endpoint}/graphiql/${name}`;
  };
  const script = (content: string) => add('js', 'text/javascript; charset=utf-8', content);

  // The style sheet's fonts become files: a browser downloads only those the page uses (of
  // Roboto's 28 faces, two), instead of all of them inside the styles.
  const styles = css.replace(/url\((["']?)data:(font\/[\w+-]+);base64,([A-Za-z0-9+/=]+)\1\)/g, (match, _quote, type: string, data: string) =>
    FONT_EXTENSIONS[type] ? `url(${add(FONT_EXTENSIONS[type], type, Buffer.from(data, 'base64'))})` : match);
  const icon = /^data:([\w/+.-]+);base64,(.*)$/.exec(favicon);
  // GraphiQL's options (Yoga's GraphiQLOptions). On a first visit it fills the variables of the
  // first tab from `variables`, not from the tab (unlike its document), and the headers of the
  // first tab and of a new one from `headers`.
  const [first] = EXAMPLE_TABS;
  const options = {
    endpoint, title, defaultTabs: EXAMPLE_TABS, variables: first.variables, headers: JSON.stringify(EXAMPLE_HEADERS, null, 2),
  };
  // The editor (Monaco) starts its workers from these URLs, by label.
  const workers = { editorWorkerService: script(editorWorkerService), json: script(jsonWorker), graphql: script(graphqlWorker) };
  const start = script(`// Starts GraphiQL with the page's settings (gateway/graphiql.ts).
(() => {
  const { options, workers } = JSON.parse(document.getElementById('graphiql-settings').textContent);
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`);
  // A data block: the browser runs nothing of it. `<` is escaped so no text can close it.
  const settings = JSON.stringify({ options, workers }).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${icon ? `<link rel="icon" href="${add('ico', icon[1], Buffer.from(icon[2], 'base64'))}">` : ''}
<link rel="stylesheet" href="${add('css', 'text/css; charset=utf-8', `${styles}\n${NARROW_SCREEN_STYLES}`)}">
<script type="application/json" id="graphiql-settings">${settings}</script>
<script defer src="${script(js)}"></script>
<script defer src="${start}"></script>
</head>
<body id="body" class="no-focus-outline">
<noscript>GraphiQL needs JavaScript.</noscript>
<div id="root"></div>
</body>
</html>
`;
  return { page: { type: 'text/html; charset=utf-8', body: Buffer.from(html) }, files };
}

/** A browser opening the endpoint (GraphQL clients send GET with JSON in Accept): the rule
 * GraphQL Yoga applies to render GraphiQL. */
const wantsPage = (request: FastifyRequest) => request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');

/** Serves GraphiQL: its page to a browser's GET of the endpoint, its files under
 * `endpoint/graphiql/`. Compressing them starts here, in the background. */
export function registerGraphiQL(app: FastifyInstance, options: GraphiQLOptions): void {
  const built = graphiqlFiles(options);
  const page = served(built.page);
  const files = new Map([...built.files].map(([name, file]) => [name, served(file)]));
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== options.endpoint || !wantsPage(request)) return;
    reply.header('content-security-policy', GRAPHIQL_POLICY);
    // The page names this process's files: a browser asks for it again at every visit.
    await send(request, reply, page, 'no-cache');
    return reply;
  });
  app.get<{ Params: { name: string } }>(`${options.endpoint}/graphiql/:name`, { compress: false }, (request, reply) => {
    const file = files.get(request.params.name);
    return file ? send(request, reply, file, IMMUTABLE) : reply.callNotFound();
  });
}
