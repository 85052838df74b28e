// `npm test`: every check a reviewer would run, in one command. Ends with "N passed, N failed",
// after each step's wall time and the slowest files of each vitest project.
// Steps: contract drift; vitest: api and gateway on PGlite, web, then gateway over the real api and
// browser, beside which run the api tests again on PostgreSQL when one is reachable (always in
// CI), the Firestore rules on the emulator when it is installed, the type checks and lint; last,
// the cluster behind haproxy.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import net from 'node:net';
import { FIRESTORE_EMULATOR_BINARY, firestoreEmulatorPresent } from './firestore-emulator.mjs';
import { bin, root } from './stack.mjs';

const totals = { passed: 0, failed: 0 };
// Named again just above the last line, so a long CI log that is cut still says what failed.
const failures = [];
/** Each step's name and wall time, in the order they ended. */
const timings = [];
/** Steps that could not run here, and why: said again at the end. */
const skipped = [];
/** Each test file's step, path and duration, from the vitest reports. */
const fileTimes = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

/**
 * Runs one step. Its output goes straight to the terminal, or, for a step run beside another
 * (`buffered`), is printed whole once it ends so that the two logs never interleave.
 */
function step(name, command, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffered) console.log(`\n▶ ${name} (ran beside other steps: its output whole)\n${output}`);
      timings.push({ name, ms: Date.now() - started });
      resolve(code === 0);
    });
  });
}

async function check(name, command, args, options) {
  const ok = await step(name, command, args, options);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  console.log(ok ? `✓ ${name}` : `✗ ${name}`);
}

async function vitest(name, args, options) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-vitest-'));
  const report = join(dir, 'report.json');
  const ok = await step(name, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], options);
  try {
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests + (ok || numFailedTests ? 0 : 1);
    failures.push(...failedTests(name, testResults));
    fileTimes.push(...testResults.map((file) => ({ step: name, path: relative(root, file.name), ms: file.endTime - file.startTime })));
    if (!ok && !numFailedTests) failures.push(`${name}: the run failed outside any test`);
  } catch {
    totals.failed += 1; // the runner itself failed before reporting
    failures.push(`${name}: the runner failed before reporting`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "step › file › test: first line of the error" for every failed test of a vitest JSON report. */
function failedTests(stepName, testResults = []) {
  return testResults.flatMap((file) => {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failed.length && file.status === 'failed') return [`${stepName} › ${path}: ${firstLine(file.message)}`];
    return failed.map((test) => `${stepName} › ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(message = '') {
  return message.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

function fail(reason) {
  totals.failed += 1;
  failures.push(reason);
  console.log(`✗ ${reason}`);
}

/** Debian's haproxy, the cluster's load balancer. */
function haproxyPresent() {
  return spawnSync('haproxy', ['-v']).status === 0;
}

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.on('connect', () => { socket.destroy(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

/** Where the time went: every step, then the five slowest files of each step. */
function printTimes(startedAt) {
  console.log('\nTime per step:');
  for (const { name, ms } of timings) console.log(`${seconds(ms)}  ${name}`);
  console.log(`${seconds(Date.now() - startedAt)}  in all (wall)`);
  const steps = [...new Set(fileTimes.map((file) => file.step))];
  for (const name of steps) {
    const slowest = fileTimes.filter((file) => file.step === name).sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`\nSlowest files of ${name}:`);
    for (const { path, ms } of slowest) console.log(`${seconds(ms)}  ${path}`);
  }
}

const startedAt = Date.now();
const quiet = { buffered: true };
// First, as it rebuilds the gateway's artifacts (mesh build) that the browser tests' stack serves.
await check('contracts are up to date (npm run generate leaves no diff)', bin('tsx'), ['scripts/generate.mjs', '--check']);
// The CPU-bound projects one after the other, each on every core (vitest.config.ts).
await vitest('api and gateway tests (PGlite)', ['--project', 'api', '--project', 'gateway']);
await vitest('web component tests', ['--project', 'web']);

// The browser tests spend most of their time waiting for pages: the steps that need no stack run
// beside them, one process at a time, their output printed whole when each ends.
const databaseUrl = process.env.DATABASE_URL ?? (await postgresReachable() ? 'postgres://postgres@127.0.0.1:5432/test' : null);
await Promise.all([
  vitest('integration and browser tests (gateway over the real api, Chromium)', ['--project', 'stack']),
  (async () => {
    if (databaseUrl) await vitest('api tests on PostgreSQL', ['--project', 'api', '--maxWorkers=1'], { ...quiet, env: { DATABASE_URL: databaseUrl } });
    else if (process.env.CI) fail('PostgreSQL is not reachable at 127.0.0.1:5432');
    else skipped.push('the api tests on PostgreSQL: nothing listens at 127.0.0.1:5432 (they ran on PGlite only)');
    // The Firestore chat's rules need the gcloud SDK's Firestore emulator (scripts/firestore-emulator.mjs).
    // It is optional: Google's apt repository is not on every machine.
    if (firestoreEmulatorPresent()) await vitest('Firestore rules tests (emulator)', ['--project', 'firestore', '--maxWorkers=1'], quiet);
    else skipped.push(`the Firestore rules tests: no Firestore emulator at ${FIRESTORE_EMULATOR_BINARY}`);
    for (const project of ['api', 'web', 'gateway', 'tests']) await check(`type check ${project}`, bin('tsc'), ['-p', project], quiet);
    await check('lint', bin('eslint'), ['.', '--max-warnings=0'], quiet);
  })(),
]);

// The cluster: two of each process behind haproxy, on PostgreSQL and Redis (scripts/cluster.mjs).
if (databaseUrl && haproxyPresent()) await vitest('cluster tests (haproxy, PostgreSQL, Redis)', ['--project', 'scale']);
else if (process.env.CI) fail('the cluster tests need PostgreSQL at 127.0.0.1:5432 and haproxy');
else skipped.push('the cluster tests: they need PostgreSQL at 127.0.0.1:5432 and haproxy (apt-get install haproxy)');

printTimes(startedAt);
for (const part of skipped) console.log(`\nSKIPPED ${part}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
