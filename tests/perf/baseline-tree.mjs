// The baseline of the bench's A/B rows: the storefront at another commit (BENCH_BASELINE, default
// HEAD~1; `off` skips the A/B) checked out in a temporary, detached `git worktree`, with its
// packages, so that a layer built from it can run beside the current one in the same bench.
// `close()` removes the worktree, and opening it removes it again when anything fails.
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../scripts/stack.mjs';

export const run = promisify(execFile);
export const MAX_OUTPUT = 64 * 1024 * 1024;

/** The commit the A/B compares with, or 'off'. */
export const baselineRef = () => process.env.BENCH_BASELINE ?? 'HEAD~1';

export function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Why a build step failed: the last lines it wrote, else the error's message. */
export const failure = (error) => error.stderr?.trim().split('\n').slice(-10).join('\n') || error.message;

/** The workspaces' node_modules (the root's and any workspace's own), linked into the worktree. */
function linkNodeModules(dir) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const links = [];
  for (const workspace of ['.', ...workspaces]) {
    const [installed, link] = [join(root, workspace, 'node_modules'), join(dir, workspace, 'node_modules')];
    if (!existsSync(installed) || !existsSync(join(dir, workspace)) || existsSync(link)) continue;
    symlinkSync(installed, link, 'dir');
    links.push(link);
  }
  return links;
}

/**
 * The baseline's packages: this tree's, linked, when both trees lock the same versions; else
 * `npm ci` with `installArgs` (the workspace the A/B runs, from npm's cache where it can), because
 * a layer commonly changes its packages too and the baseline would not run on the new ones.
 * Resolves to the links made (removed before the worktree) and how the packages came.
 */
async function baselinePackages(dir, installArgs) {
  const lock = (tree) => readFileSync(join(tree, 'package-lock.json'), 'utf8');
  if (lock(root) === lock(dir)) return { links: linkNodeModules(dir), packages: 'this tree\'s packages' };
  await run('npm', ['ci', ...installArgs, '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, maxBuffer: MAX_OUTPUT });
  return { links: [], packages: 'its own packages (npm ci: another package-lock)' };
}

/** Removes the worktree `dir`, its links to this tree's node_modules first: removing the worktree
 * must never reach into this tree's packages. */
async function removeTree(dir, links) {
  for (const link of links) if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link);
  await run('git', ['worktree', 'remove', '--force', dir], { cwd: root }).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  await run('git', ['worktree', 'prune'], { cwd: root }).catch(() => {});
}

/**
 * `ref` checked out with its packages.
 * @param installArgs what `npm ci` installs when the locks differ, e.g. `['--workspace', 'gateway']`
 * @returns `{ dir, commit, packages, close() }`
 */
export async function openBaselineTree(ref, installArgs) {
  const resolved = await run('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root }).catch(() => null);
  if (!resolved) throw new Error(`BENCH_BASELINE=${ref} names no commit of this repository`);
  const commit = resolved.stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-baseline-'));
  let links = [];
  try {
    await run('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root });
    const installed = await baselinePackages(dir, installArgs);
    links = installed.links;
    return { dir, commit, packages: installed.packages, close: () => removeTree(dir, links) };
  } catch (error) {
    await removeTree(dir, links);
    throw new Error(`baseline at ${commit}: ${failure(error)}`);
  }
}

/** The last lines a process wrote (stack frames left out), for saying why it failed. */
export function tail(child) {
  const lines = [];
  const keep = (chunk) => {
    // eslint-disable-next-line no-control-regex -- colour codes of Mesh's logger
    lines.push(...chunk.toString().replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() && !/^\s+at /.test(line)));
    lines.splice(0, lines.length - 10);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return lines;
}

