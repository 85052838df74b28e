// `npm test`: every check a reviewer would run, in one command. Ends with "N passed, N failed".
// Steps: type check, lint, contract drift, vitest (api and gateway on PGlite, web, then gateway
// over the real api and browser, the Firestore rules on the emulator when it is installed), and
// the api tests again on PostgreSQL when one is reachable (always in CI).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import net from 'node:net';
import { FIRESTORE_EMULATOR_BINARY, firestoreEmulatorPresent } from './firestore-emulator.mjs';
import { bin, root } from './stack.mjs';

const totals = { passed: 0, failed: 0 };
// Named again just above the last line, so a long CI log that is cut still says what failed.
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name, command, args) {
  const ok = step(name, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  console.log(ok ? `✓ ${name}` : `✗ ${name}`);
}

function vitest(name, args, env) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-vitest-'));
  const report = join(dir, 'report.json');
  const ok = step(name, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env);
  try {
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests + (ok || numFailedTests ? 0 : 1);
    failures.push(...failedTests(name, testResults));
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

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.on('connect', () => { socket.destroy(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

for (const project of ['api', 'web', 'gateway', 'tests']) check(`type check ${project}`, bin('tsc'), ['-p', project]);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('contracts are up to date (npm run generate leaves no diff)', bin('tsx'), ['scripts/generate.mjs', '--check']);
// One layer at a time: run together, the CPU-bound api and web files starve each other and the
// browser tests on this 2-core machine, and jsdom's dialog tests then time out.
vitest('api and gateway tests (PGlite)', ['--project', 'api', '--project', 'gateway']);
vitest('web component tests', ['--project', 'web']);
vitest('integration and browser tests (gateway over the real api, Chromium)', ['--project', 'stack']);
// The Firestore chat's rules need the gcloud SDK's Firestore emulator (scripts/firestore-emulator.mjs).
if (firestoreEmulatorPresent()) vitest('Firestore rules tests (emulator)', ['--project', 'firestore']);
else if (process.env.CI) {
  totals.failed += 1;
  failures.push(`the Firestore emulator is missing (${FIRESTORE_EMULATOR_BINARY})`);
  console.log(`✗ the Firestore emulator is missing (${FIRESTORE_EMULATOR_BINARY})`);
}
else console.log(`\n(Firestore emulator not found at ${FIRESTORE_EMULATOR_BINARY}: the Firestore rules tests did NOT run)`);

const databaseUrl = process.env.DATABASE_URL ?? (await postgresReachable() ? 'postgres://postgres@127.0.0.1:5432/test' : null);
if (databaseUrl) vitest('api tests on PostgreSQL', ['--project', 'api'], { DATABASE_URL: databaseUrl });
else if (process.env.CI) {
  totals.failed += 1;
  failures.push('PostgreSQL is not reachable at 127.0.0.1:5432');
  console.log('✗ PostgreSQL is not reachable at 127.0.0.1:5432');
}
else console.log('\n(PostgreSQL not reachable: api tests ran on PGlite only)');

if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
