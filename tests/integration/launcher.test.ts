// The launcher (scripts/stack.mjs) keeps the storefront up: a process that dies is named, with
// its exit code or signal, and started again with backoff while the others keep serving; one it
// is asked to restart (`npm run dev`'s gateway after a `mesh build`) comes back at once.
// A second gateway and web server of its own, on the test stack's api.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { restartPlan, root, startStack, waitFor } from '../../scripts/stack.mjs';
import { afterTimer } from '../support/wait';

interface Stack { webUrl: string; gatewayUrl: string; pids: Record<string, number>; restart(name: string): Promise<void> | undefined; stop(): Promise<void> }

const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
const webPort = 8041 + PORT_OFFSET;
const notices: string[] = [];
let stack: Stack;

const status = (url: string, init?: RequestInit) => fetch(url, init).then((response) => response.status, () => 0);
const gatewayStatus = () => status(stack.gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' });
const listening = (port: number) => new Promise<boolean>((resolve) => {
  const probe = net.connect(port, '127.0.0.1', () => probe.destroy());
  probe.on('close', (hadError) => resolve(!hadError));
  probe.on('error', () => undefined);
});

beforeAll(async () => {
  stack = await startStack({
    apiUrl: new URL(inject('apiUrl')).origin,
    gatewayPort: 8040 + PORT_OFFSET,
    webPort,
    // The settings the shared bundle was built with, so that this stack does not rebuild it.
    env: JSON.parse(readFileSync(`${root}/web/dist/.vite-env.json`, 'utf8')),
    quiet: true,
    onLine: (process: string, line: string) => {
      if (process === 'stack') notices.push(line);
    },
  });
});

afterAll(async () => {
  await stack?.stop();
});

describe('restart plan', () => {
  it('waits 1 s, 2 s, 4 s … at most 30 s between crashes in a row, and 1 s again after a healthy minute', () => {
    let crashes = 0;
    const delays = [];
    for (let i = 0; i < 7; i += 1) {
      const plan = restartPlan(crashes, 5_000);
      delays.push(plan.delay);
      crashes = plan.crashes;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(restartPlan(crashes, 60_000)).toEqual({ delay: 1000, crashes: 1 });
  });
});

describe('waiting for a process to answer', () => {
  it('fails at once when the process has exited, saying how and its last lines', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    await expect(waitFor('http://127.0.0.1:9/', undefined, { child, lines: ['cannot read .env'] }))
      .rejects.toThrow('http://127.0.0.1:9/: process exited (exit code 3)\ncannot read .env');
  });

  it('takes an error answer for still starting, or refuses it at once when asked', async () => {
    let answers = 0;
    const server = createServer((_request, response) => {
      answers += 1;
      response.statusCode = answers <= 3 ? 503 : 200;
      response.end(answers <= 3 ? 'warming up' : 'ok');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`;
    try {
      await expect(waitFor(url, undefined, { refuseErrors: true })).rejects.toThrow(`${url} answers 503 warming up`);
      await waitFor(url, undefined);
      expect(answers).toBe(4);
    } finally {
      server.close();
    }
  });
});

describe('the launcher', () => {
  it('says which process died and how, restarts it, and the gateway serves meanwhile', async () => {
    const killed = stack.pids.web;
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => notices.join('\n')).toContain(`web (pid ${killed}) stopped unexpectedly, killed by SIGKILL; restarting it in 1 s`);
    expect(await gatewayStatus()).toBe(200);
    await expect.poll(() => status(stack.webUrl), { timeout: 20_000 }).toBe(200);
    expect(stack.pids.web).not.toBe(killed);
    expect(notices).toContain(`web restarted (pid ${stack.pids.web})`);
  });

  it('restarts a process when asked, at once and reporting no crash', async () => {
    const before = stack.pids.gateway;
    const noticed = notices.length;
    await stack.restart('gateway');
    expect(stack.pids.gateway).not.toBe(before);
    await expect.poll(gatewayStatus, { timeout: 20_000 }).toBe(200);
    expect(notices.slice(noticed)).toEqual([]);
  });

  it('restarts nothing once stopped', async () => {
    const killed = stack.pids.web;
    process.kill(killed, 'SIGKILL');
    // The second crash in a row: restarted after 2 s, unless stopped first.
    await expect.poll(() => notices.join('\n')).toContain(`web (pid ${killed}) stopped unexpectedly, killed by SIGKILL; restarting it in 2 s`);
    const restartDue = afterTimer(restartPlan(1, 0).delay); // set after the launcher's restart timer
    await stack.stop();
    await restartDue;
    expect(notices.at(-1)).not.toMatch(/restarted/);
    expect(await listening(webPort)).toBe(false);
  });
});
