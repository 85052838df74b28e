// `npx tsx tests/perf/edit-to-screen.ts`: how long an edit takes to show under `npm run dev`
// (docs/contributing.md). Starts `npm run dev` on ports of its own (EDIT_PORT_OFFSET, default 300)
// with a fresh database, opens the home page in Chromium, then changes a text of a component it
// shows (the logo link, web/src/shared/ui/logo.tsx) ROUNDS times, timing each from the save to
// the new text on screen, and whether it came by a hot update (the page kept its state) or a
// reload. The file is restored at the end. Slow to start (a database seeded, Vite's first
// transforms): kept out of `npm run bench`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/chromium';
import { startDev } from '../support/dev-server';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const offset = Number(process.env.EDIT_PORT_OFFSET ?? 300);
const component = fileURLToPath(new URL('../../web/src/shared/ui/logo.tsx', import.meta.url));
/** Where the measured text goes: the logo link's last child. */
const ANCHOR = '</Link>';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Writes the component with `text` in the logo link; resolves once the page shows it, to the
 * milliseconds that took and whether the page kept its state (a hot update, not a reload). */
async function editAndWait(page: Page, original: string, text: string): Promise<{ ms: number; hot: boolean }> {
  await page.evaluate(() => { (window as { editProbe?: boolean }).editProbe = true; });
  const started = performance.now();
  writeFileSync(component, original.replace(ANCHOR, `{'${text}'}${ANCHOR}`));
  await page.waitForFunction((shown) => document.body.innerText.includes(shown), text, { polling: 'raf', timeout: 120_000 });
  const ms = performance.now() - started;
  return { ms, hot: await page.evaluate(() => (window as { editProbe?: boolean }).editProbe === true) };
}

async function main() {
  const original = readFileSync(component, 'utf8');
  if (!original.includes(ANCHOR)) throw new Error(`${component} has no ${ANCHOR} to put the text before`);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-edit-'));
  const startedAt = performance.now();
  const dev = await startDev({
    API_PORT: String(3001 + offset), GATEWAY_PORT: String(4000 + offset), WEB_PORT: String(8080 + offset), DATA_DIR: join(dataDir, 'db'),
  });
  console.log(`npm run dev served ${dev.url} after ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 300_000 });
    const opened = performance.now();
    await page.goto(dev.url, { timeout: 300_000 });
    await connected;
    console.log(`first page load (hot updates connected): ${((performance.now() - opened) / 1000).toFixed(1)} s`);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const result = await editAndWait(page, original, `edited-${round}-${Date.now()}`);
      rounds.push(result);
      console.log(`edit ${round}: ${result.ms.toFixed(0)} ms to screen (${result.hot ? 'hot update' : 'page reloaded'})`);
    }
    console.log(`edit to screen, median of ${ROUNDS}: ${median(rounds.map((r) => r.ms)).toFixed(0)} ms`);
  } finally {
    writeFileSync(component, original);
    await browser.close();
    await dev.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
