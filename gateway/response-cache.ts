// The gateway's response cache: public catalogue answers only, never anything private.
// - An allow-list: a document is cached only when every root field it selects is listed below;
//   one unlisted field (a profile, a cart, an order) and nothing of it is stored.
// - Keyed by the session: the token (hashed), language, currency and the origin the client used
//   (answers hold full image URLs of it), so no session is ever answered another's entry.
// - A session's entries are dropped when it logs out through the gateway and as soon as the api
//   refuses its token (401: expired or revoked).
// - In memory by default; in Redis with REDIS_URL, shared by every gateway process, with the
//   same invalidation. A cache is never needed to answer: while its Redis is unreachable (a
//   restart, a failover) every query is answered uncached, and a gateway stays ready.
// It is written here rather than taken from @envelop/response-cache: that plugin rewrites every
// document to select `__typename` and ids everywhere and walks every answer to strip them again,
// which was over a third of the gateway's CPU per uncached menu request; entity invalidation is
// not needed for answers that live 10 to 60 s and change in the api, not through the gateway.
import { createHash } from 'node:crypto';
import { getOperationAST, Kind, print, type DocumentNode, type ExecutionResult, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from '@envelop/core';
import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import { contractError } from './errors';
import { rootFields } from './rest-calls';
import type { ReadinessCheck } from '../api/src/http/health';

/** How long each cacheable root field's answer may be served (ms). Catalogue lists are not
 * invalidated by id, hence short TTLs; settings and the like change rarely. */
export const CACHEABLE_FIELDS: Readonly<Record<string, number>> = {
  settings: 60_000, activeCurrencies: 60_000, activeLanguages: 60_000, translations: 60_000,
  mainShop: 60_000, mainShopGalleries: 60_000, shopGalleries: 60_000, shopTakes: 60_000,
  branches: 10_000, shop: 10_000, searchShops: 10_000, recommendedShops: 10_000,
  branchProducts: 10_000, recommendedProducts: 10_000, products: 10_000, product: 10_000,
  searchProducts: 10_000, mostSoldProducts: 10_000, productAvgPrices: 10_000,
};
const LONGEST_TTL = Math.max(...Object.values(CACHEABLE_FIELDS));
const GUEST = 'guest';
/** Keys are `<session tag>/<hash>`: the session an answer belongs to is the start of its key. */
const sessionOf = (key: string) => key.slice(0, key.indexOf('/'));

/** Where answers are kept: `session` is the tag of a signed-in session, so that `dropSession`
 * can remove all of its entries at once. */
export interface AnswerStore {
  get(key: string): Promise<ExecutionResult | undefined>;
  set(key: string, answer: ExecutionResult, ttl: number, session: string): Promise<void>;
  dropSession(session: string): Promise<void>;
  close(): Promise<void>;
  /** Whether a shared store answers (what /ready reports); none in this process. */
  ping?(): Promise<unknown>;
}

/** In this process: at most 5,000 answers, least recently used first out. A session's list of
 * keys loses each key as its answer leaves (evicted, replaced or dropped), so signed-in sessions
 * that never log out cost nothing once their answers are gone. */
export function memoryStore(max = 5_000): AnswerStore & { sessionsHeld(): number } {
  const bySession = new Map<string, Set<string>>();
  const forget = (key: string) => {
    const session = sessionOf(key);
    const keys = bySession.get(session);
    if (!keys?.delete(key) || keys.size) return;
    bySession.delete(session);
  };
  const answers = new LRUCache<string, ExecutionResult>({ max, dispose: (_answer, key) => forget(key) });
  return {
    get: async (key) => answers.get(key),
    async set(key, answer, ttl, session) {
      answers.set(key, answer, { ttl });
      if (session === GUEST) return;
      bySession.set(session, (bySession.get(session) ?? new Set()).add(key));
    },
    async dropSession(session) {
      for (const key of [...bySession.get(session) ?? []]) answers.delete(key);
    },
    close: async () => answers.clear(),
    sessionsHeld: () => bySession.size,
  };
}

/** In Redis, shared by every gateway: each answer a key with its TTL, and each signed-in session
 * a set of its keys that lives as long as its longest entry could. Redis unreachable: a command
 * fails at once (no queue waiting for the reconnection) and counts as a miss, or as nothing
 * stored or dropped; the outage is reported once, until Redis is back. A session that logs out
 * meanwhile may meet its cached public answers until their TTL, as a dead token may anyway. */
export function redisStore(url: string, warn = (message: string) => console.warn(message)): AnswerStore {
  const redis = new Redis(url, { keyPrefix: 'storefront:gateway:', maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) warn(`gateway: the response cache's Redis is unavailable, answering uncached (${error.message})`);
    reported = true;
  });
  redis.on('ready', () => { reported = false; });
  const sessionKey = (session: string) => `session:${session}`;
  const orElse = <T>(work: () => Promise<T>, fallback: T) => work().catch(() => fallback);
  return {
    get: (key) => orElse(async () => {
      const json = await redis.get(`answer:${key}`);
      return json ? (JSON.parse(json) as ExecutionResult) : undefined;
    }, undefined),
    set: (key, answer, ttl, session) => orElse(async () => {
      const write = redis.multi().set(`answer:${key}`, JSON.stringify(answer), 'PX', ttl);
      if (session !== GUEST) write.sadd(sessionKey(session), `answer:${key}`).pexpire(sessionKey(session), LONGEST_TTL);
      await write.exec();
    }, undefined),
    dropSession: (session) => orElse(async () => {
      const keys = await redis.smembers(sessionKey(session));
      await redis.del(sessionKey(session), ...keys);
    }, undefined),
    close: () => orElse(async () => { await redis.quit(); }, undefined),
    ping: () => redis.ping(),
  };
}

/** A token's tag: its hash, so that tokens never sit in the cache's keys. */
export function sessionTag(authorization: string | null): string {
  return authorization ? createHash('sha256').update(authorization).digest('base64url').slice(0, 32) : GUEST;
}

/** The root fields (names) a document's operation selects, fragments expanded. */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const fragmentNamed = (name: string) => document.definitions.find((definition): definition is FragmentDefinitionNode =>
    definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name);
  return rootFields(selectionSet, fragmentNamed).map((key) => key.split(':')[1]);
}

interface CachePlan {
  /** 0: never cached. */
  ttl: number;
  /** The document as text, for the key. */
  text: string;
  loggingOut: boolean;
}

/** What a document allows (the smallest TTL of its root fields; `__typename` costs nothing),
 * worked out once per parsed document: Yoga reuses them for the same text. */
const plans = new WeakMap<DocumentNode, Map<string | undefined, CachePlan>>();
export function cachePlan(document: DocumentNode, operationName?: string | null): CachePlan {
  const byName = plans.get(document) ?? new Map<string | undefined, CachePlan>();
  plans.set(document, byName);
  const known = byName.get(operationName ?? undefined);
  if (known) return known;
  const operation = getOperationAST(document, operationName);
  const fields = operation ? rootFieldNames(document, operation.selectionSet).filter((field) => field !== '__typename') : [];
  const ttl = operation?.operation === 'query' && fields.length ? Math.min(...fields.map((field) => CACHEABLE_FIELDS[field] ?? 0)) : 0;
  const plan = { ttl, text: ttl ? print(document) : '', loggingOut: operation?.operation === 'mutation' && fields.includes('logout') };
  byName.set(operationName ?? undefined, plan);
  return plan;
}

interface CacheContext {
  request: Request;
}

function cacheKey(context: CacheContext, plan: CachePlan, variables: unknown, operationName?: string | null): string {
  const header = (name: string) => context.request.headers.get(name) ?? '';
  const hash = createHash('sha256')
    .update(JSON.stringify([plan.text, operationName ?? null, variables ?? null, header('authorization'), header('x-lang'), header('x-currency-id')]))
    .digest('base64url');
  return `${sessionTag(context.request.headers.get('authorization'))}/${hash}`;
}

const withMetadata = (result: ExecutionResult, responseCache: Record<string, unknown>): ExecutionResult =>
  ({ ...result, extensions: { ...result.extensions, responseCache } });

const refusedToken = (result: ExecutionResult) => result.errors?.some((error) => contractError(error).error.extensions.status === 401);

/** The response cache as one envelop plugin over `store`. */
export function useAnswerCache(store: AnswerStore): Plugin<CacheContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const plan = cachePlan(args.document, args.operationName);
      const authorization = args.contextValue.request.headers.get('authorization');
      if (!plan.ttl) {
        return {
          async onExecuteDone({ result, setResult }) {
            const answer = result as ExecutionResult;
            if (authorization && (plan.loggingOut || refusedToken(answer))) await store.dropSession(sessionTag(authorization));
            setResult(withMetadata(answer, { hit: false, didCache: false }));
          },
        };
      }
      const key = cacheKey(args.contextValue, plan, args.variableValues, args.operationName);
      const cached = await store.get(key);
      if (cached) return setResultAndStopExecution(withMetadata(cached, { hit: true }));
      return {
        async onExecuteDone({ result, setResult }) {
          const answer = result as ExecutionResult;
          if (answer.errors?.length) {
            if (authorization && refusedToken(answer)) await store.dropSession(sessionTag(authorization));
            return setResult(withMetadata(answer, { hit: false, didCache: false }));
          }
          await store.set(key, answer, plan.ttl, sessionOf(key));
          setResult(withMetadata(answer, { hit: false, didCache: true, ttl: plan.ttl }));
        },
      };
    },
  };
}

/** The response cache: in Redis with `redisUrl`, else in this process. /ready reports its Redis
 * (`degraded`) and never answers 503 for it: every gateway shares one Redis, whose outage must
 * cost cache hits, not take every gateway out of rotation at once. */
export function responseCache({ redisUrl }: { redisUrl?: string } = {}) {
  const store = redisUrl ? redisStore(redisUrl) : memoryStore();
  const reports: ReadinessCheck[] = store.ping ? [{ name: 'redis', check: store.ping }] : [];
  return { plugins: [useAnswerCache(store) as Plugin], close: () => store.close(), reports };
}
