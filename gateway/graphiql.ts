// GraphiQL, the GraphQL explorer a browser gets at the GraphQL endpoint (docs/gateway.md).
// It is GraphiQL 3 (CodeMirror 5 editors) on React 18, from their npm packages' browser builds,
// installed for the gateway alone (gateway/node_modules; the web app has React 19): a first
// visit downloads under 1 MB, where Yoga's GraphiQL (Monaco editors) took 1.9 MB. Its files are
// served under the endpoint, named by the hash of their content, which a browser keeps for a
// year, compressed (brotli and gzip) once, at their first request; the page itself is small and
// sent at every visit. The page has no inline script, so its Content-Security-Policy allows
// scripts from the gateway itself and nothing else; GraphiQL 3 needs no eval either.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODINGS, pickEncoding, type Encoding } from './compression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXAMPLE_HEADERS, EXAMPLE_TABS } from './graphiql-examples';

export interface GraphiQLOptions {
  /** The GraphQL endpoint: GraphiQL is its answer to a browser, its files are under it (so
   * they pass wherever the endpoint is proxied, as the web server does). */
  endpoint: string;
  /** The page's and GraphiQL's title. */
  title: string;
}

/** The page's policy: scripts, styles and fonts only from the gateway, no eval, no worker (the
 * editors run in the page). Styles may be inline (the editors set style attributes and GraphiQL
 * adds <style> elements as it runs) and images data: URLs (the style sheet's small icons). */
export const GRAPHIQL_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self'", "connect-src 'self'", "worker-src 'none'", "object-src 'none'", "base-uri 'none'",
  "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/** A file's name changes with its content, so a browser may keep it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Brotli 9 with a 16 MB window. 11, the highest, took 15 times the CPU for GraphiQL's script
 * (1.4 s against 0.1 s) for 9 % fewer bytes, and the first visit after a start waits for it. */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 };

/** A compressed copy is sent only when it saves at least 5 % (fonts are compressed already). */
const WORTH_COMPRESSING = 0.95;


/** A file as built. */
export interface GraphiQLFile {
  type: string;
  body: Buffer;
}

/** A file as served: its copy in an encoding, null when not worth sending. */
export interface ServedFile extends GraphiQLFile {
  copy(encoding: Encoding): Promise<Buffer | null>;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** Each copy is made at the first request that wants it, once: those that come meanwhile wait
 * for the same one. Not at startup, where every gateway (the tests start several) would spend
 * seconds of CPU on copies that most never send. */
export function served(file: GraphiQLFile): ServedFile {
  const copies = new Map<Encoding, Promise<Buffer | null>>();
  const copy = (encoding: Encoding) => {
    let made = copies.get(encoding);
    if (!made) {
      made = compressors[encoding](file.body).then((body) => (body.length <= file.body.length * WORTH_COMPRESSING ? body : null));
      made.catch(() => copies.delete(encoding)); // a failure is the request's; the next one tries again
      copies.set(encoding, made);
    }
    return made;
  };
  return { ...file, copy };
}

async function send(request: FastifyRequest, reply: FastifyReply, file: ServedFile, cacheControl: string) {
  // The encoding the client prefers, else the next it accepts, else none: only a wanted copy is made.
  let available: Encoding[] = [...ENCODINGS];
  let encoding = pickEncoding(request.headers['accept-encoding'], available);
  let body = file.body;
  while (encoding) {
    const copy = await file.copy(encoding);
    if (copy) {
      body = copy;
      break;
    }
    available = available.filter((name) => name !== encoding);
    encoding = pickEncoding(request.headers['accept-encoding'], available);
  }
  reply.header('content-type', file.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** GraphiQL fills the window (it takes its container's height: the page's, else its content's),
 * the visible part of it on a phone (dvh: without the browser's bars). At a phone's width
 * GraphiQL would keep the editors and the result side by side, the result a sliver: below
 * 640 px the result goes under the editors, which keep 3/5 of the height (GraphiQL sizes the
 * session's first and last children by inline styles, hence !important). */
const PAGE_STYLES = `html, body { height: 100%; margin: 0; overflow: hidden; }
#root { height: 100vh; height: 100dvh; }
@media (max-width: 640px) {
  .graphiql-container .graphiql-session { flex-direction: column; }
  .graphiql-container .graphiql-horizontal-drag-bar, .graphiql-container .graphiql-logo { display: none; }
  .graphiql-container .graphiql-session > div:first-child { flex: 3 1 0% !important; min-height: 0; }
  .graphiql-container .graphiql-session > div:last-child { flex: 2 1 0% !important; min-height: 0; }
}`;

/** The page's icon: GraphQL's mark (the packages have none). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g fill="none" stroke="#e10098" stroke-width="6">
<path d="M50 8 86 29v42L50 92 14 71V29z"/><path d="M50 8 86 71H14z"/></g><g fill="#e10098">
<circle cx="50" cy="8" r="8"/><circle cx="86" cy="29" r="8"/><circle cx="86" cy="71" r="8"/>
<circle cx="50" cy="92" r="8"/><circle cx="14" cy="71" r="8"/><circle cx="14" cy="29" r="8"/></g></svg>
`;

const FONT_EXTENSIONS: Record<string, string> = { 'font/woff2': 'woff2', 'font/woff': 'woff', 'font/ttf': 'ttf' };

/** A file of a package as installed for the gateway: resolved from gateway/, so React is the
 * gateway's 18 (which GraphiQL 3 needs), not the web app's 19. From the package's folder, not
 * through its exports, which do not list these files. */
const gatewayRequire = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => readFileSync(join(dirname(gatewayRequire.resolve(`${name}/package.json`)), file));

/** The browser builds: each defines a global (React, ReactDOM, GraphiQL), in this order. */
const SCRIPTS = [['react', 'umd/react.production.min.js'], ['react-dom', 'umd/react-dom.production.min.js'], ['graphiql', 'graphiql.min.js']] as const;

/** Starts GraphiQL with the page's settings. Its query is the tab's and its variables are none
 * unless given: on a first visit (no tabs in storage) they are the first tab's. The headers go
 * in every tab, a new one too, and in the one open: they are not kept in storage (a token may be
 * among them), so the tabs of a later visit have none of their own. `?query=` opens a query in a
 * tab of its own. GraphiQL.GraphQL is the graphql-js that GraphiQL's build carries. */
const START = `// Starts GraphiQL with the page's settings (gateway/graphiql.ts).
(() => {
  const { endpoint, title, tabs, headers } = JSON.parse(document.getElementById('graphiql-settings').textContent);
  let firstVisit = true;
  try { firstVisit = !localStorage.getItem('graphiql:tabState'); } catch { /* no storage: every visit is a first */ }
  const query = new URLSearchParams(location.search).get('query') ?? undefined;
  const defaultTabs = query !== undefined && firstVisit ? [{ query, variables: null, headers }, ...tabs] : tabs;
  // Without @defer or @stream the gateway answers JSON only.
  const send = GraphiQL.createFetcher({ url: endpoint, enableIncrementalDelivery: false });
  const { Kind, parse, print } = GraphiQL.GraphQL;
  // A tab of several operations sends the one chosen and the fragments, not the others: the
  // gateway compiles a document once, for the operation first asked of it, and would answer
  // another operation of the same text with that one's result.
  const fetcher = (params, options) => {
    let query = params.query;
    try {
      const document = parse(query);
      const chosen = (definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition.name?.value === params.operationName;
      if (params.operationName && !document.definitions.every(chosen)) query = print({ ...document, definitions: document.definitions.filter(chosen) });
    } catch { /* sent as written: the gateway's answer tells what is wrong */ }
    return send({ ...params, query }, options);
  };
  const props = {
    fetcher,
    defaultTabs, defaultHeaders: headers, headers, query,
    variables: firstVisit ? defaultTabs[0].variables ?? undefined : undefined,
    shouldPersistHeaders: false, defaultEditorToolsVisibility: true, schemaDescription: true, inputValueDeprecation: true,
  };
  ReactDOM.createRoot(document.getElementById('root'))
    .render(React.createElement(GraphiQL, props, React.createElement(GraphiQL.Logo, null, title)));
})();
`;

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
  const script = (content: string | Buffer) => add('js', 'text/javascript; charset=utf-8', content);

  // The style sheet's fonts become files: a browser downloads only those the page uses (of
  // Roboto's 28 faces and Fira Code's 6, four), instead of all of them inside the styles.
  const styles = packageFile('graphiql', 'graphiql.min.css').toString()
    .replace(/url\((["']?)data:(font\/[\w+-]+);base64,([A-Za-z0-9+/=]+)\1\)/g, (match, _quote, type: string, data: string) =>
      FONT_EXTENSIONS[type] ? `url(${add(FONT_EXTENSIONS[type], type, Buffer.from(data, 'base64'))})` : match);
  // The first tab's headers, for every tab (EXAMPLE_TABS's first has them alone).
  const settings = { endpoint, title, tabs: EXAMPLE_TABS, headers: JSON.stringify(EXAMPLE_HEADERS, null, 2) };
  // A data block: the browser runs nothing of it. `<` is escaped so no text can close it.
  const data = JSON.stringify(settings).replace(/</g, '\\u003c');
  // `defer`: run in this order once the page is parsed, the start script last.
  const scripts = [...SCRIPTS.map(([name, file]) => script(packageFile(name, file))), script(START)]
    .map((url) => `<script defer src="${url}"></script>`).join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${add('svg', 'image/svg+xml', ICON)}">
<link rel="stylesheet" href="${add('css', 'text/css; charset=utf-8', `${styles}\n${PAGE_STYLES}`)}">
<script type="application/json" id="graphiql-settings">${data}</script>
${scripts}
</head>
<body>
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
 * `endpoint/graphiql/`. */
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
  app.get<{ Params: { name: string } }>(`${options.endpoint}/graphiql/:name`, (request, reply) => {
    const file = files.get(request.params.name);
    return file ? send(request, reply, file, IMMUTABLE) : reply.callNotFound();
  });
}
