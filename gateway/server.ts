// The gateway's HTTP server: Fastify in front of the GraphQL Mesh built from .meshrc.yaml
// (`mesh build` writes .mesh/), so that the public edge has what `mesh start` lacks: a body
// limit, timeouts, the trusted-proxy chain, CORS, security headers, the GraphQL limits of
// limits.ts and a graceful stop. See docs/gateway.md.
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { Kind, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, useSchema, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { MeshInstance } from '@graphql-mesh/runtime';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { compressAnswer } from './compression';
import { registerGraphiQL } from './graphiql';
import { GRAPHQL_LIMITS, limitPlugins } from './limits';
import { sealPathArguments } from './path-arguments';
import { domainSchema } from './domain-schema';
import { contractErrors, maskError } from './errors';
import { responseCache } from './response-cache';
import { loadTrustedOperations, trustedOperations } from './trusted-operations';
import { meshArtifacts } from './paths';
// The api's list of what a log must not hold: the gateway's request lines carry the same
// customers' secrets (and GraphQL variables), and the file imports nothing of the api.
import { withLogRedaction } from '../api/src/http/log-redaction';
// The api's /health and /ready (imports nothing of the api either).
import { createReadiness, drainThen, registerHealth, type Readiness } from '../api/src/http/health';

export const GRAPHQL_PATH = '/graphql';
/** How long one request may take to arrive (slow clients are cut off) and to be answered. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a stop waits for requests in flight. */
const STOP_GRACE_MS = 10_000;

/** Serves the context the Mesh sources read: `forwardedFor` is the X-Forwarded-For sent to the
 * api (.meshrc.yaml). */
interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  forwardedFor: string;
}

/** The chain of addresses to pass upstream: the peer, preceded by what it forwarded only when
 * the peer is a trusted proxy (Fastify's `ips` stops at the first untrusted address), so a
 * client's own X-Forwarded-For never reaches the api. */
export const forwardedFor = (request: FastifyRequest): string => [...request.ips ?? [request.ip]].reverse().join(', ');

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

function createGraphQLHandler(mesh: MeshInstance, config: GatewayConfig, cachePlugins: Plugin[]) {
  // The path arguments are sealed on Mesh's fields, whose directives say which they are; the
  // schema served is the domain's (domain-schema.ts), which keeps those resolvers.
  sealPathArguments(mesh.schema);
  return createYoga<ServerContext>({
    plugins: [
      // First: the documents it fills in are what the cache, the limits and Mesh then read.
      trustedOperations(loadTrustedOperations(), config),
      // After Mesh's own plugins, so that its schema is replaced by the domain's.
      ...mesh.plugins, useSchema(domainSchema(mesh.schema)), ...cachePlugins, ...contractErrors((message, error) => mesh.logger.error(message, error)),
      ...limitPlugins(), ...(config.introspection ? [] : [noIntrospection]),
      // Executes each document as a compiled function (graphql-jit) instead of walking it field by
      // field: a menu answer is a few thousand fields. Only documents of one operation: the
      // plugin keeps one compiled query per document, whichever operation was named.
      useGraphQlJit({}, { enableIf: ({ document }) => document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length === 1 }),
    ],
    maskedErrors: { maskError },
    logging: mesh.logger,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false, // served by graphiql.ts, as files
    landingPage: false,
    batching: false,
    cors: false, // @fastify/cors answers, from the allow-list
  });
}

/** `readiness`: whether the gateway is draining (main drains it on SIGTERM); default: never. */
export async function buildGateway(mesh: MeshInstance, config: GatewayConfig = loadGatewayConfig(), readiness: Readiness = createReadiness()): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustedProxies,
    bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
    requestTimeout: REQUEST_TIMEOUT_MS,
    logger: withLogRedaction({ level: process.env.LOG_LEVEL === 'silent' ? 'silent' : 'warn' }),
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'x-lang', 'x-currency-id', 'Idempotency-Key'],
    credentials: false,
    maxAge: 600,
  });
  registerErrors(app);
  if (config.introspection) registerGraphiQL(app, { endpoint: GRAPHQL_PATH, title: 'Storefront GraphQL' });

  const cache = responseCache({ redisUrl: config.redisUrl });
  const yoga = createGraphQLHandler(mesh, config, cache.plugins as Plugin[]);
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, forwardedFor: forwardedFor(req) });
      response.headers.forEach((value, name) => reply.header(name, value));
      reply.status(response.status);
      // A JSON answer is sent whole, compressed as the client accepts; event streams pass as they
      // come, uncompressed.
      if (!/json/.test(response.headers.get('content-type') ?? '')) return reply.send(response.body);
      const answer = await compressAnswer(req.headers['accept-encoding'], Buffer.from(await response.arrayBuffer()));
      reply.header('vary', 'accept-encoding');
      if (answer.encoding) reply.header('content-encoding', answer.encoding);
      return reply.send(answer.body);
    },
  });
  app.get('/', (_req, reply) => reply.redirect(GRAPHQL_PATH));
  app.get('/healthcheck', () => ({ ok: true }));
  // /ready never answers 503 for the api nor for the response cache's Redis: a gateway stays in
  // rotation while one api process restarts (the api's balancer routes around it) and while Redis
  // does (the cache is skipped; reported as `degraded`).
  registerHealth(app, { readiness, reports: cache.reports });
  app.addHook('onClose', async () => {
    await yoga.dispose();
    await cache.close();
  });
  return app;
}

/** Refusals by the server itself (413 body too large, 415, bad JSON, timeouts) answer in the
 * GraphQL-over-HTTP error shape; nothing unexpected leaves with its message or stack. */
function registerErrors(app: FastifyInstance): void {
  const answer = (reply: FastifyReply, status: number, message: string, code: string) =>
    reply.status(status).send({ errors: [{ message, extensions: { code, status } }] });
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(reply, status, error.message, error.code ?? 'BAD_REQUEST');
    request.log.error({ err: error }, 'unexpected error');
    return answer(reply, 500, 'Unexpected error.', 'INTERNAL_SERVER_ERROR');
  });
  app.setNotFoundHandler((_request, reply) => answer(reply, 404, 'Not found.', 'NOT_FOUND'));
}

/** Stops accepting, lets requests in flight finish (at most STOP_GRACE_MS), then exits. */
function stop(app: FastifyInstance, mesh: MeshInstance): void {
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  void app.close().then(() => mesh.destroy()).then(() => process.exit(0));
}

/** Drains first (/ready answers 503 for DRAIN_SECONDS while everything else is still served, so a
 * load balancer stops sending), then stops. A repeated signal changes nothing: Ctrl+C under
 * `npm start` reaches this process twice (from the terminal and from the launcher). */
function stopOnSignals(app: FastifyInstance, mesh: MeshInstance, readiness: Readiness, drainSeconds: number): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return console.log(`gateway: ${signal}: already stopping`);
      stopping = true;
      if (drainSeconds) console.log(`gateway: ${signal}: draining, /ready answers 503 for ${drainSeconds} s`);
      drainThen(readiness, drainSeconds, () => stop(app, mesh));
    });
  }
}

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  // Built by `mesh build` (scripts/stack.mjs does it when stale); imported by path so that the
  // type check does not need the build.
  const { getBuiltMesh } = (await import(pathToFileURL(meshArtifacts).href)) as { getBuiltMesh: () => Promise<MeshInstance> };
  const mesh = await getBuiltMesh();
  const readiness = createReadiness();
  const app = await buildGateway(mesh, config, readiness);
  stopOnSignals(app, mesh, readiness, config.drainSeconds);
  await app.listen({ port: config.port, host: config.host });
  console.log(`gateway listening on http://localhost:${config.port}${GRAPHQL_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
