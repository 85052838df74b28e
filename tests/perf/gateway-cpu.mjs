// The bench's gateway CPU rows: the CPU time the gateway process (and the api behind it) spends
// per uncached GraphQL request, read from the processes' own counters rather than from
// throughput, which on a shared 2-core machine moves with everything else running. Three
// documents: the bench's menu query, its search query and the web app's own BranchMenu.
//
// A/B in one run: a gateway built from another commit (BENCH_BASELINE, default HEAD~1; `off`
// skips it) runs beside the current one, against the same api, and the two are measured in
// alternating rounds, so that machine noise falls on both sides alike. The floor (floor-server.mjs:
// Fastify and one call to the api, no GraphQL) is measured in the same rounds: less than any
// gateway over this api can spend on this machine, beside what the gateway spends.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, visit } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities/index.js';
import { root, SERVER_FLAGS, terminate, waitFor } from '../../scripts/stack.mjs';
import { CLOCK_TICK_MS, cpuMs, databaseCpuMs } from './processes.mjs';
import { baselineRef, failure, MAX_OUTPUT, openBaselineTree, portFree, run, tail } from './baseline-tree.mjs';

/** The median of 5 rounds: one round may take in work of earlier requests (a major GC, cache
 * entries expiring) that a total would charge to these requests. */
const ROUNDS = 5;
/** 500: a clock tick (10 ms here) is then 0.02 ms per request. */
const PER_ROUND = 500;
/** Requests each server gets per document before measuring: the current gateway has already served
 * the catalogue rows, the baseline and the floor none; a fresh process's first requests also pay for
 * V8's compilation, whose threads count in the process's CPU. */
const WARMUP = 1000;
const CONNECTIONS = 10;

/** Each request its own cache session (as the bench's `fresh` rows), unique across all runs of
 * this process: a session repeated within the cache's TTL would be answered from the cache. */
let session = 0;
const runId = randomUUID().slice(0, 8);
const freshSession = (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer cpu-${runId}-${session++}` } });

/** An answer that is neither a GraphQL error (sent with 200) nor a cache hit: either costs far
 * less than a real answer and would flatter the figures. */
function realAnswer(answer) {
  const { errors, extensions } = JSON.parse(answer);
  return !errors && !extensions?.responseCache?.hit;
}

/** `amount` requests of the document, or as many as fit in `duration` seconds. A compressed
 * answer cannot be read here (autocannon hands it over as text), so it is checked once before
 * (`answerSize`) instead of every time. */
function fire(url, { body, headers = {} }, { amount, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({
      url, connections: CONNECTIONS, ...(amount ? { amount } : { duration }),
      // A GraphQL document, or (no body) a REST GET, which needs no cache session.
      ...(body ? { method: 'POST', body, requests: [{ setupRequest: freshSession }] } : {}),
      headers: { 'content-type': 'application/json', ...headers },
      ...(headers['accept-encoding'] ? {} : { verifyBody: realAnswer }),
    }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors || result.mismatches) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} bad answers`));
      }
      resolve(result);
    });
  });
}

/** A GraphQL operation of the web app as Apollo sends it: its fragments appended and `__typename`
 * added to every selection (the web's .graphql files; its .ts files are not importable here). */
export function webOperationBody(operationName, variables) {
  const files = readdirSync(join(root, 'web/src'), { recursive: true }).filter((file) => file.endsWith('.graphql'));
  const definitions = files.flatMap((file) => parse(readFileSync(join(root, 'web/src', file), 'utf8')).definitions);
  const operation = definitions.find((d) => d.kind === 'OperationDefinition' && d.name?.value === operationName);
  const fragments = new Map(definitions.filter((d) => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  const needed = new Map();
  const collect = (node) => visit(node, {
    FragmentSpread({ name: { value } }) {
      if (needed.has(value)) return;
      needed.set(value, fragments.get(value));
      collect(fragments.get(value));
    },
  });
  collect(operation);
  const document = addTypenameToDocument({ kind: 'Document', definitions: [operation, ...needed.values()] });
  return JSON.stringify({ operationName, variables, query: print(document) });
}

/** The web app's BranchMenu with the variables of the menu's first page (web/src/features/
 * catalogue/hooks/use-branch-menu.ts: 10 categories, 24 dishes each). */
export const branchMenuBody = (shopId) => webOperationBody('BranchMenu', { shopId, page: 1, perPage: 10, productPerPage: 24 });

/** One answer of the document, checked to carry data (not an error): its size (uncompressed)
 * and how it came encoded. */
async function answerSize(url, { body, headers = {} }) {
  const response = await fetch(url, {
    // fetch asks for gzip unless told otherwise; autocannon asks for no encoding at all.
    method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer cpu-${runId}-check`, 'accept-encoding': 'identity', ...headers },
  });
  const text = await response.text();
  const json = JSON.parse(text);
  if (!response.ok || json.errors || !Object.values(json.data ?? {}).every(Boolean)) throw new Error(`${url}: no data: ${text.slice(0, 300)}`);
  return { bytes: text.length, encoding: response.headers.get('content-encoding') };
}

/** CPU of the side's gateway and of the api during `count` requests, in ms. */
async function cpuDuring(side, apiPid, document, count) {
  const pid = side.pid();
  const before = { gateway: cpuMs(pid), api: cpuMs(apiPid) };
  await fire(side.url, document, { amount: count });
  if (side.pid() !== pid) throw new Error(`${side.label} gateway restarted during the measurement`);
  return { gateway: cpuMs(pid) - before.gateway, api: cpuMs(apiPid) - before.api };
}

/** CPU of the processes a request goes through (`pids` and the database), in ms per request. */
async function machineCpuPerRequest(url, document, pids) {
  const before = [...pids.map(cpuMs), databaseCpuMs()];
  await fire(url, document, { amount: PER_ROUND });
  const after = [...pids.map(cpuMs), databaseCpuMs()];
  return after.map((ms, i) => (ms - before[i]) / PER_ROUND);
}

/**
 * What one request costs the whole machine: through the gateway, uncached (gateway + api from
 * its catalogue cache + database), against REST with the catalogue cache off (api + database).
 * On two cores every process shares the same CPU, so this is what bounds the throughput ratio
 * of the two paths. Median of ROUNDS alternating rounds.
 */
async function wholePath(stack, { restUrl, body }) {
  const rest = { headers: { 'cache-control': 'no-cache' } };
  const graphql = { body };
  await fire(restUrl, rest, { amount: WARMUP });
  const rounds = { rest: [], gateway: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of inTurn(['rest', 'gateway'], round)) {
      rounds[side].push(side === 'rest'
        ? await machineCpuPerRequest(restUrl, rest, [stack.pids.api])
        : await machineCpuPerRequest(stack.gatewayUrl, graphql, [stack.pids.gateway, stack.pids.api]));
    }
  }
  const medianOf = (perRound) => perRound[0].map((_, i) => median(perRound.map((ms) => ms[i])));
  return { rest: medianOf(rounds.rest), gateway: medianOf(rounds.gateway) };
}

/** Rounds alternate the order (A B, B A, A B …), so neither side always runs just after the other. */
const inTurn = (sides, round) => (round % 2 ? [...sides].reverse() : sides);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** ms of CPU per request of each side's gateway and of the api, the median of the rounds, with
 * the gateway's figure of each round (their spread shows the noise). */
async function cpuPerRequest(sides, apiPid, document) {
  for (const side of sides) await fire(side.url, document, { amount: WARMUP });
  const rounds = new Map(sides.map((side) => [side, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of inTurn(sides, round)) rounds.get(side).push(await cpuDuring(side, apiPid, document, PER_ROUND));
  }
  return sides.map((side) => {
    const perRequest = rounds.get(side).map((cpu) => ({ gateway: cpu.gateway / PER_ROUND, api: cpu.api / PER_ROUND }));
    const gateway = perRequest.map((cpu) => cpu.gateway);
    return { side: side.label, gateway: median(gateway), api: median(perRequest.map((cpu) => cpu.api)), rounds: gateway };
  });
}

/** Uncached throughput of each side, A B B A, each run half the bench's duration. */
async function throughput(sides, document, seconds) {
  const runs = new Map(sides.map((side) => [side, []]));
  for (let round = 0; round < 2; round++) {
    for (const side of inTurn(sides, round)) runs.get(side).push(await fire(side.url, document, { duration: seconds / 2 }));
  }
  return sides.map((side) => {
    const results = runs.get(side);
    const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
    return { side: side.label, rps: sum((r) => r.requests.total) / sum((r) => r.duration), p50: sum((r) => r.latency.p50) / results.length };
  });
}

// ---- The baseline gateway ----

const GATEWAY_READY = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' };

/**
 * A gateway built from `ref` in a detached worktree (Mesh's artifacts built there, as
 * scripts/stack.mjs builds them), started as the stack starts the current one: same
 * environment, `env.API_URL` the bench's api, another port. `stop()` ends it and removes the
 * worktree; on failure the worktree is removed before throwing.
 */
async function startBaseline(ref, { port, env }) {
  if (!await portFree(port)) throw new Error(`port ${port} is in use`);
  const tree = await openBaselineTree(ref, ['--workspace', 'gateway']);
  let child;
  const stop = async () => {
    if (child) await terminate(child);
    await tree.close();
  };
  try {
    await run(join(tree.dir, 'node_modules/.bin/mesh'), ['build'], { cwd: tree.dir, maxBuffer: MAX_OUTPUT });
    // tsx is a root devDependency, which a gateway-only install leaves out: this tree's serves.
    child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'gateway/server.ts'], {
      cwd: tree.dir, env: { ...process.env, ...env, GATEWAY_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = `http://localhost:${port}/graphql`;
    await waitFor(url, GATEWAY_READY, { child, lines: tail(child), refuseErrors: true });
    return { label: `baseline ${tree.commit}`, packages: tree.packages, url, pid: () => child.pid, stop };
  } catch (error) {
    await stop();
    throw new Error(`baseline gateway at ${tree.commit}: ${failure(error)}`);
  }
}

/** The baseline, checked to answer every document with data; else stopped, and why thrown. */
async function checkedBaseline(ref, options, documents) {
  const baseline = await startBaseline(ref, options);
  try {
    for (const document of documents) await answerSize(baseline.url, document);
    return baseline;
  } catch (error) {
    await baseline.stop();
    throw new Error(`${baseline.label}: ${error.message}`);
  }
}

// ---- The floor ----

/** floor-server.mjs on `port`, with the gateway's flags; `sideFor(document)` measures it with the
 * document's REST call (none for a document without `restUrl`). */
async function startFloor(port) {
  if (!await portFree(port)) throw new Error(`port ${port} is in use`);
  const child = spawn(process.execPath, [...SERVER_FLAGS, fileURLToPath(new URL('./floor-server.mjs', import.meta.url))], {
    env: { ...process.env, FLOOR_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/floor`;
  await waitFor(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, { child, lines: tail(child) });
  return {
    sideFor: ({ restUrl }) => ({ label: 'floor', url: restUrl ? `${url}?rest=${encodeURIComponent(restUrl)}` : url, pid: () => child.pid }),
    stop: () => terminate(child),
  };
}

// ---- Rows ----

/**
 * @param options `stack` (the bench's), `shopId` (its first branch), `menuBody` and `searchBody`
 *   (the bench's GraphQL bodies), `menuRest` and `searchRest` (their REST URLs), `restOffRps` (the
 *   REST rows' throughput with the catalogue cache off, by `menu` and `search`), `gatewayEnv` (the
 *   current gateway's environment, API_URL and WEB_PORT included), `baselinePort`, `floorPort`,
 *   `seconds` (the bench's duration per row)
 */
export async function gatewayCpuRows({ stack, shopId, menuBody, searchBody, menuRest, searchRest, restOffRps = {}, gatewayEnv, baselinePort, floorPort, seconds }) {
  const documents = [
    // No REST call: what the gateway spends on a request before any field of the api.
    { name: '{ __typename } (no REST call)', body: JSON.stringify({ query: '{ __typename }' }), floor: true, goal: false },
    { name: 'menu query (branchProducts)', body: menuBody, restUrl: menuRest, offRps: restOffRps.menu, floor: true, goal: true },
    { name: 'search (searchProducts)', body: searchBody, restUrl: searchRest, offRps: restOffRps.search, floor: true, goal: false },
    // As a browser sends it (the web server passes its Accept-Encoding on): a gateway that
    // compresses its answers pays for that here.
    { name: 'BranchMenu (web app)', body: branchMenuBody(shopId), headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, goal: true },
  ];
  const current = { label: 'current', url: stack.gatewayUrl, pid: () => stack.pids.gateway };
  const ref = baselineRef();
  let baseline;
  let skipped = 'BENCH_BASELINE=off';
  if (ref !== 'off') {
    try {
      baseline = await checkedBaseline(ref, { port: baselinePort, env: gatewayEnv }, documents);
    } catch (error) {
      skipped = error.message; // the rows of the current gateway are still worth having
    }
  }
  const sides = baseline ? [current, baseline] : [current];
  const floor = await startFloor(floorPort);
  try {
    for (const document of documents) {
      document.answers = await Promise.all(sides.map((side) => answerSize(side.url, document)));
      document.cpu = await cpuPerRequest([...sides, ...(document.floor ? [floor.sideFor(document)] : [])], stack.pids.api, document);
      if (document.restUrl) document.wholePath = await wholePath(stack, document);
    }
    if (baseline) for (const document of documents) document.rps = await throughput(sides, document, seconds);
  } finally {
    await floor.stop();
    await baseline?.stop();
  }
  return { documents, baseline: baseline && `${baseline.label} on ${baseline.packages}`, skipped, seconds };
}

const fixed = (value, width = 6) => value.toFixed(2).padStart(width);
const goalOf = (goal, text) => (goal ? `   (goal ${text})` : '');

export function printGatewayCpu({ documents, baseline, skipped, seconds }) {
  console.log(`\nGateway CPU per uncached request: each process's own CPU time (/proc/<pid>/stat, tick ${CLOCK_TICK_MS} ms), the median of ${ROUNDS} rounds`
    + ` × ${PER_ROUND} requests, the servers alternating${baseline ? ' (the gateways and the floor)' : ' (the gateway and the floor)'}; ${CONNECTIONS} connections,`
    + ' a fresh cache session each; the api behind it answers from its catalogue cache\n');
  console.log(`  ${''.padEnd(48)} gateway ms/req   api ms/req   gateway, each round`);
  for (const { name, cpu, answers } of documents) {
    for (const [i, side] of cpu.entries()) {
      const answer = answers[i] ? `   (answer ${(answers[i].bytes / 1024).toFixed(1)} KB${answers[i].encoding ? `, sent ${answers[i].encoding}` : ''})` : '';
      console.log(`  ${`${name}, ${side.side}`.padEnd(48)} ${fixed(side.gateway, 14)} ${fixed(side.api, 12)}   ${side.rounds.map((ms) => ms.toFixed(2)).join(' / ')}${answer}`);
    }
  }
  printFloor(documents);
  printWholePath(documents);
  if (!baseline) return console.log(`\n  A/B against a baseline gateway skipped: ${skipped.replaceAll('\n', '\n    ')}`);
  console.log(`\n  A/B, current / ${baseline}; same api; uncached throughput A B B A, ${seconds / 2} s each\n`);
  for (const { name, cpu, rps, goal } of documents) {
    const [now, then] = rps;
    console.log(`  ${name.padEnd(30)} gateway CPU/request ${fixed(cpu[0].gateway)} / ${fixed(cpu[1].gateway)} ms      `
      + `ratio ${(cpu[0].gateway / cpu[1].gateway).toFixed(2)}${goalOf(goal, '≤ 0.33')}`);
    console.log(`  ${''.padEnd(30)} uncached req/s     ${now.rps.toFixed(0).padStart(6)} / ${then.rps.toFixed(0).padStart(6)} req/s   `
      + `ratio ${(now.rps / then.rps).toFixed(2)}${goalOf(goal, '≥ 3')}   (p50 ${now.p50.toFixed(1)} / ${then.p50.toFixed(1)} ms)`);
  }
}

/** The gateway beside the floor, and what one core allows a request for the gateway uncached to
 * serve twice REST with the catalogue cache off (a process runs on one core). */
function printFloor(documents) {
  console.log('\n  The floor (tests/perf/floor-server.mjs: Fastify, the same REST call and its JSON read, a few bytes sent; no GraphQL), same rounds\n');
  for (const { name, cpu, offRps } of documents.filter((document) => document.floor)) {
    const [gateway, floor] = [cpu[0].gateway, cpu.find((side) => side.side === 'floor').gateway];
    const budget = offRps ? `   for 2× REST cache off (${offRps.toFixed(0)} req/s) one core allows ${fixed(1000 / (2 * offRps), 4)}` : '';
    console.log(`  ${name.padEnd(30)} gateway ${fixed(gateway, 4)}   floor ${fixed(floor, 4)}   the gateway's own ${fixed(gateway - floor, 4)} ms/req${budget}`);
  }
}

function printWholePath(documents) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL server processes' : 'PGlite, inside the api';
  console.log(`\n  Whole machine, ms of CPU per request (database: ${database}), median of ${ROUNDS} rounds × ${PER_ROUND}, the paths alternating\n`);
  for (const { name, wholePath: path } of documents.filter((document) => document.wholePath)) {
    const [api, database] = path.rest;
    const [gateway, cachedApi, cachedDatabase] = path.gateway;
    const [rest, through] = [api + database, gateway + cachedApi + cachedDatabase];
    console.log(`  ${name.padEnd(30)} REST, catalogue cache off: api ${fixed(api, 4)} + database ${fixed(database, 4)} = ${fixed(rest, 4)}`);
    console.log(`  ${''.padEnd(30)} gateway uncached: gateway ${fixed(gateway, 4)} + api ${fixed(cachedApi, 4)} + database ${fixed(cachedDatabase, 4)} = ${fixed(through, 4)}`
      + `   REST cache off / gateway uncached ${(rest / through).toFixed(2)}`);
  }
}
