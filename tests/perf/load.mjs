// The bench's requests: load rows with autocannon, single JSON calls, sign-in, percentiles.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

/** Seconds of each load row (BENCH_SECONDS). */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = 10;

/** A cache session never used before in this run (nor in another run: the gateway's cache may
 * outlive one), so that the gateway's response cache never hits. */
const runId = randomUUID().slice(0, 8);
let sessions = 0;
const freshSession = () => ({ authorization: `Bearer bench-${runId}-${sessions++}` });

/**
 * One load row: `connections` connections for `duration` seconds; the row fails on any non-2xx
 * answer. `verifyBody` (optional) tells a good answer from a bad one, for GraphQL errors sent with
 * 200; `fresh` gives every request its own cache session; `headersFor(n)` (optional) adds headers
 * to the nth request.
 */
export function load(title, {
  url, method = 'GET', body, headers = {}, fresh = false, headersFor, verifyBody, duration = DURATION, connections = CONNECTIONS,
}) {
  let n = 0;
  const perRequest = headersFor ?? (fresh ? freshSession : undefined);
  return new Promise((resolve, reject) => {
    autocannon({
      url, method, body, verifyBody, connections, duration,
      headers: { 'content-type': 'application/json', ...headers },
      ...(perRequest ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...perRequest(n++) } }) }] } : {}),
    }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors || result.mismatches) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} bad answers`));
      }
      resolve({ title, rps: result.requests.average, requests: result.requests.total, p50: result.latency.p50, p95: p95(result.latency) });
    });
  });
}

// autocannon reports p90/p97.5/p99; p95 is interpolated between p90 and p97.5.
function p95({ p90, p97_5 }) {
  return p90 + (p97_5 - p90) * (5 / 7.5);
}

export const gql = (query, variables) => JSON.stringify({ query, variables });
export const noGraphqlErrors = (body) => !JSON.parse(body).errors;

export async function call(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method, body: body && JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export const login = async (apiUrl, email, password) => (await call(`${apiUrl}/auth/login`, { method: 'POST', body: { email, password } })).data.access_token;

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}
