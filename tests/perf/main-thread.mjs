// The bench's main-thread rows: what a customer's first visit (signed out, empty cache) to each
// public route costs a mid-range phone's main thread, read from the trace of a Lighthouse run on
// its default mobile profile (Moto G Power, slow 4G and a 4× slower CPU, both simulated):
// scripting, style & layout, all main-thread work, the longest task and the total blocking time.
//
// A/B in one run: this tree's web build (a copy of it) and the web app built from another commit
// (BENCH_BASELINE, default HEAD~1; `off` skips it) are each served by a web server of their own,
// in front of the same gateway and api; each route is visited on both in alternating order (A B,
// B A, A B …), so machine noise falls on both sides alike, and the rows print the medians and the
// ratio current / baseline.
import { spawn } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { bundleServer } from '../../scripts/build-servers.mjs';
import { precompress } from '../../scripts/precompress.mjs';
import { root, serverArgs, terminate, waitFor } from '../../scripts/stack.mjs';
import { FIRST_VISIT, launchChrome } from './lighthouse.mjs';
import { baselineRef, failure, MAX_OUTPUT, openBaselineTree, portFree, run, tail } from './baseline-tree.mjs';

/** Runs per route and side: BENCH_MAIN_THREAD_RUNS, default 3. */
export function mainThreadRunCount() {
  const runs = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_MAIN_THREAD_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_MAIN_THREAD_RUNS}`);
  return runs;
}

/** The routes a guest reaches from the storefront's menus, and one dish. */
export const publicRoutes = (productUuid) => [
  { name: '/', path: '/' }, { name: '/?product=<uuid>', path: `/?product=${productUuid}` }, { name: '/blog', path: '/blog' },
  { name: '/branches', path: '/branches' }, { name: '/recipes', path: '/recipes' }, { name: '/about', path: '/about' }, { name: '/login', path: '/login' },
];

const AUDITS = ['mainthread-work-breakdown', 'total-blocking-time', 'network-requests'];
/** Extra attempts for a run without metrics (Chromium's trace now and then lacks its start). */
const RETRIES = 2;

/** How much of a top-level task's wall time its thread was running (`tdur`, thread time, over
 * `dur`): the rest it waited for a core that other processes had. */
const running = ({ event }) => (event.tdur === undefined || !event.dur ? 1 : event.tdur / event.dur);
const topLevel = (task) => (task.parent ? topLevel(task.parent) : task);

/**
 * The main thread's CPU time in the run's trace, in ms, times the profile's CPU slowdown: per
 * group of Lighthouse's breakdown (each task's own time, scaled by `running` of its top-level
 * task), all of it, and the longest top-level task.
 */
async function cpuFigures(trace, slowdown) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  const groups = {};
  for (const task of tasks) groups[task.group.id] = (groups[task.group.id] ?? 0) + task.selfTime * running(topLevel(task)) * slowdown;
  const longest = Math.max(0, ...tasks.filter((task) => !task.parent).map((task) => task.duration * running(task) * slowdown));
  const sum = (ids) => ids.reduce((total, id) => total + (groups[id] ?? 0), 0);
  return { scripting: sum(['scriptEvaluation', 'scriptParseCompile']), styleLayout: sum(['styleLayout']), total: sum(Object.keys(groups)), longest };
}

/** Why a run cannot be used: no trace Lighthouse could read, or scripts answered 4xx/5xx (the
 * page's figures would be those of a page without them). */
function unusable({ runtimeError, audits }) {
  if (runtimeError) return runtimeError.code;
  const failed = AUDITS.map((id) => audits[id]?.errorMessage).find(Boolean);
  if (failed) return failed;
  const missing = (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.statusCode >= 400);
  return missing.length ? `${missing.length} of its scripts answered 4xx/5xx` : undefined;
}

/** One first visit's figures: the trace's CPU time, Lighthouse's simulated TBT and its own
 * main-thread work (wall time × the slowdown). Retried when Lighthouse gets no usable trace. */
async function visit(port, url) {
  let error;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const { lhr, artifacts } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: AUDITS, ...FIRST_VISIT });
    error = unusable(lhr);
    if (error) continue;
    const cpu = await cpuFigures(artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier);
    const { audits } = lhr;
    return { ...cpu, tbt: audits['total-blocking-time'].numericValue, wall: audits['mainthread-work-breakdown'].numericValue, version: lhr.lighthouseVersion };
  }
  throw new Error(`${url}: no usable run in ${RETRIES + 1} attempts (${error})`);
}

// ---- The two web servers ----

/** The web app and its server renderer built in the worktree as scripts/stack.mjs builds them
 * (Vite in production mode, brotli and gzip copies), and its web server's bundle. */
async function buildWeb(dir) {
  const build = (args) => run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', ...args], {
    cwd: join(dir, 'web'), env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: MAX_OUTPUT,
  });
  await build([]);
  await build(['--ssr', 'src/app/entry-server.tsx']);
  await precompress(join(dir, 'web/dist'));
  await bundleServer(dir, 'web');
}

/** The web server of the build in `dir`, started as the stack starts its own (`env`: the stack's
 * web environment, GATEWAY_URL and API_URL the bench's) on `port`, once it answers. */
async function serveWeb(dir, port, env) {
  const child = spawn(process.execPath, serverArgs('web'), { cwd: dir, env: { ...process.env, ...env, WEB_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, {}, { child, lines: tail(child), refuseErrors: true });
    return child;
  } catch (error) {
    await terminate(child);
    throw error;
  }
}

/** What a web server runs from: the web app's build, its server renderer, its own bundle. */
const WEB_BUILD = ['web/package.json', 'web/dist', 'web/dist-server', 'web/server/dist'];

/**
 * This tree's web build, as the stack built it, copied and served on `port`: in a shared tree
 * another build can replace web/dist under a running server, whose pages then ask for scripts
 * that are gone. `stop()` ends it and removes the copy.
 */
async function startCurrentWeb({ port, env }) {
  if (!await portFree(port)) throw new Error(`port ${port} is in use`);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-current-web-'));
  const packages = join(dir, 'node_modules');
  let child;
  const stop = async () => {
    if (child) await terminate(child);
    if (lstatSync(packages, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(packages); // never this tree's packages
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const path of WEB_BUILD) cpSync(join(root, path), join(dir, path), { recursive: true });
    symlinkSync(join(root, 'node_modules'), packages, 'dir');
    child = await serveWeb(dir, port, env);
    return { label: 'current', url: `http://localhost:${port}`, stop };
  } catch (error) {
    await stop();
    throw new Error(`current web build: ${failure(error)}`);
  }
}

/** The web app of `ref`, built in a worktree and served on `port`. `stop()` ends it and removes
 * the worktree; on failure the worktree is removed before throwing. */
async function startBaselineWeb(ref, { port, env }) {
  if (!await portFree(port)) throw new Error(`port ${port} is in use`);
  const tree = await openBaselineTree(ref, ['--workspace', 'web', '--include-workspace-root']);
  let child;
  const stop = async () => {
    if (child) await terminate(child);
    await tree.close();
  };
  try {
    await buildWeb(tree.dir);
    child = await serveWeb(tree.dir, port, env);
    return { label: `baseline ${tree.commit}`, packages: tree.packages, url: `http://localhost:${port}`, stop };
  } catch (error) {
    await stop();
    throw new Error(`baseline web at ${tree.commit}: ${failure(error)}`);
  }
}

/** The baseline's web server, or why there is none (the current build's rows are still worth having). */
async function baselineOrWhy(port, env) {
  const ref = baselineRef();
  if (ref === 'off') return { skipped: 'BENCH_BASELINE=off' };
  return startBaselineWeb(ref, { port, env }).then((baseline) => ({ baseline }), (error) => ({ skipped: error.message }));
}

// ---- Rows ----

/** Rounds alternate the order (A B, B A, A B …), so neither side always runs just after the other. */
const inTurn = (sides, round) => (round % 2 ? [...sides].reverse() : sides);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const FIGURES = ['scripting', 'styleLayout', 'total', 'longest', 'tbt', 'wall'];

/** Each figure's median over the side's valid runs, every run's total (their spread is the
 * noise), and why runs failed. */
function medians(samples) {
  const runs = samples.filter((sample) => !sample.error);
  const errors = samples.filter((sample) => sample.error).map((sample) => sample.error);
  if (!runs.length) return { errors };
  return { ...Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key]))])), totals: runs.map((r) => r.total), errors };
}

/** One server-rendered answer per route and side before any run: the first renders of a freshly
 * started server (its code not yet optimised) would be charged to the first runs. */
async function warmUp(sides, routes) {
  for (const side of sides) for (const route of routes) await (await fetch(`${side.url}${route.path}`)).arrayBuffer();
}

/** Per route, `runs` visits on each side, alternating; one Chromium, one run at a time. */
async function measure(sides, routes, runs) {
  await warmUp(sides, routes);
  const chrome = await launchChrome();
  try {
    const rows = [];
    for (const route of routes) {
      const samples = new Map(sides.map((side) => [side, []]));
      for (let round = 0; round < runs; round++) {
        for (const side of inTurn(sides, round)) {
          samples.get(side).push(await visit(chrome.port, `${side.url}${route.path}`).catch((error) => ({ error: error.message })));
        }
      }
      const version = [...samples.values()].flat().find((sample) => sample.version)?.version;
      rows.push({ route: route.name, sides: sides.map((side) => medians(samples.get(side))), version });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/**
 * @param options `routes` (`publicRoutes`), `webEnv` (the stack's web environment: GATEWAY_URL,
 *   API_URL), `ports` (`[current, baseline]`: the two web servers')
 */
export async function mainThreadRows({ routes, webEnv, ports }) {
  const runs = mainThreadRunCount();
  // The copy first, as close as can be to the stack's build of this tree.
  const current = await startCurrentWeb({ port: ports[0], env: webEnv });
  const { baseline, skipped } = await baselineOrWhy(ports[1], webEnv); // never throws
  try {
    const sides = [current, ...(baseline ? [baseline] : [])];
    return { rows: await measure(sides, routes, runs), runs, baseline: baseline && `${baseline.label} on ${baseline.packages}`, skipped };
  } finally {
    await current.stop();
    await baseline?.stop();
  }
}

const ms = (value) => value.toFixed(0);
const WIDTH = 16;
/** "A / B" of a figure, or A alone without a baseline. */
const cell = (sides, key) => sides.map((side) => ms(side[key])).join(' / ').padEnd(WIDTH);
const ratio = (sides, key) => (sides[0][key] / sides[1][key]).toFixed(2);
/** The issue's goal, for the home route's first visit. */
const HOME_GOAL = ' (goal ≤ 0.20, and TBT ≤ 200 ms)';
const COLUMNS = ['scripting', 'style & layout', 'main thread', 'longest task', 'TBT'];

/** The route's medians, then each run's main-thread CPU (their spread is the noise) and, A/B,
 * the ratio of Lighthouse's own main-thread work (wall time) beside the ratio of CPU time. */
function printRow({ route, sides }) {
  const errors = sides.flatMap((side) => side.errors);
  if (sides.some((side) => side.total === undefined)) return console.log(`  ${route.padEnd(18)}no usable run on a side: ${errors.join('; ')}`);
  const ab = sides.length > 1;
  console.log(`  ${route.padEnd(18)}${['scripting', 'styleLayout', 'total', 'longest', 'tbt'].map((key) => cell(sides, key)).join('')}`
    + `${ab ? `${ratio(sides, 'total')}${route === '/' ? HOME_GOAL : ''}` : ''}`);
  console.log(`  ${''.padEnd(18)}main thread per run ${sides.map((side) => side.totals.map(ms).join(' ')).join(' | ')}`
    + `${ab ? `; Lighthouse's main-thread work (wall time) ${ms(sides[0].wall)} / ${ms(sides[1].wall)}, ratio ${ratio(sides, 'wall')}` : ''}`);
  if (errors.length) console.log(`  ${''.padEnd(18)}${errors.length} run${errors.length === 1 ? '' : 's'} left out: ${errors.join('; ')}`);
}

export function printMainThread({ rows, runs, baseline, skipped }) {
  console.log(`\nMain thread of a first visit (signed out; no cookie, storage, cache or service worker left from an earlier run), Lighthouse ${rows.find((row) => row.version)?.version ?? ''} mobile`
    + ` (Moto G Power, slow 4G and 4× CPU, simulated): the main thread's CPU time in the trace × 4, and Lighthouse's TBT; ms, median of ${runs} run${runs === 1 ? '' : 's'}`
    + `${baseline ? ` per side, the sides alternating; current / ${baseline}, same api and gateway` : ''}\n`);
  console.log(`  ${'route'.padEnd(18)}${COLUMNS.map((name) => name.padEnd(WIDTH)).join('')}${baseline ? 'main thread, current / baseline' : ''}`);
  for (const row of rows) printRow(row);
  if (!baseline) console.log(`\n  A/B against a baseline web build skipped: ${skipped.replaceAll('\n', '\n    ')}`);
}
