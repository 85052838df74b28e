// Lighthouse on the storefront's pages as a customer's first visit (signed out, empty cache):
// its default mobile profile (simulated slow 4G, 4× CPU slowdown) and its desktop preset, several
// runs per page, keeping the run Lighthouse itself calls the median (`computeMedianRun`: the run
// nearest the median first contentful paint and time to interactive, not the median score).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** No config: Lighthouse's default, the mobile profile. */
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };

/** Everything the origin stored cleared before each run, not only Lighthouse's default (service
 * workers, caches): the previous run's cookies and localStorage would make it a second visit. */
export const FIRST_VISIT = { clearStorageTypes: ['all'] };

/** Runs per page and form factor: BENCH_LIGHTHOUSE=off skips Lighthouse, BENCH_LIGHTHOUSE_RUNS sets the count. */
export function lighthouseRunCount() {
  if (process.env.BENCH_LIGHTHOUSE === 'off') return 0;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`);
  return runs;
}

export const launchChrome = () => chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  logLevel: 'silent',
});

/** One Lighthouse run; a page that failed to load comes back with `runtimeError` and no metrics. */
async function runOnce(port, url, config) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...FIRST_VISIT }, config);
  return result.lhr;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
/** Scripts the page asked for and did not get (a 4xx/5xx answer). */
const failedScripts = (lhr) => (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.statusCode >= 400).length;
const scriptBytes = (lhr) => lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;

/** Extra attempts per page and form factor for runs without metrics: Chromium's trace now and
 * then lacks the navigation's start (NO_NAVSTART), most often on a busy machine. */
const RETRIES = 2;

/** `runCount` runs with metrics, or as many as RETRIES more attempts give; the failed ones' errors. */
async function runs(port, url, config, runCount) {
  const valid = [];
  const failed = [];
  for (let attempt = 0; valid.length < runCount && attempt < runCount + RETRIES; attempt++) {
    const lhr = await runOnce(port, url, config);
    if (filterToValidRuns([lhr]).length) valid.push(lhr);
    else failed.push(lhr.runtimeError?.code ?? 'no metrics');
  }
  return { valid, failed };
}

/** The row of the median run, with the spread of performance scores over all runs. */
function medianRow(page, formFactor, { valid, failed }) {
  if (!valid.length) return { page, formFactor, error: failed.join(', ') };
  const lhr = computeMedianRun(valid);
  const scores = valid.map((run) => score(run, 'performance'));
  return {
    failedScripts: sum(valid.map(failedScripts)),
    page, formFactor, runs: valid.length, failed, performance: score(lhr, 'performance'), low: Math.min(...scores), high: Math.max(...scores),
    lcp: metric(lhr, 'largest-contentful-paint'), tbt: metric(lhr, 'total-blocking-time'), cls: metric(lhr, 'cumulative-layout-shift'),
    fcp: metric(lhr, 'first-contentful-paint'), seo: score(lhr, 'seo'), accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'), js: scriptBytes(lhr), warnings: lhr.runWarnings ?? [], version: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse rows, sequentially (one Chrome, one run at a time): every page on mobile, then on desktop.
 * @param pages `[{ name, path }]`
 */
export async function lighthouseRows(webUrl, pages, runCount) {
  const chrome = await launchChrome();
  try {
    const rows = [];
    for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
      for (const page of pages) rows.push(medianRow(page.name, formFactor, await runs(chrome.port, `${webUrl}${page.path}`, config, runCount)));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printLighthouse(rows, runCount) {
  console.log(`\nLighthouse ${rows.find((row) => row.version)?.version ?? ''} (signed out, empty cache; median of ${runCount} run${runCount === 1 ? '' : 's'} by Lighthouse's computeMedianRun; `
    + 'performance: the median run\'s score, then the lowest–highest of all runs)\n');
  const header = ['page', 'form factor', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'SEO', 'a11y', 'best pr.', 'JS sent'];
  const widths = [22, 12, 16, 8, 8, 6, 8, 5, 6, 9, 10];
  const line = (cells) => `  ${cells.map((text, i) => (i < 2 ? String(text).padEnd(widths[i]) : String(text).padStart(widths[i]))).join('')}`;
  console.log(line(header));
  for (const row of rows) {
    if (row.error) {
      console.log(line([row.page, row.formFactor, `no valid run: ${row.error}`]));
      continue;
    }
    console.log(line([row.page, row.formFactor, `${row.performance} (${row.low}–${row.high})`, seconds(row.lcp), `${row.tbt.toFixed(0)} ms`,
      row.cls.toFixed(3), seconds(row.fcp), row.seo, row.accessibility, row.bestPractices, `${(row.js / 1024).toFixed(1)} KB`]));
  }
  for (const row of rows.filter((r) => r.failed?.length)) {
    console.log(`  ${row.page} ${row.formFactor}: ${row.failed.length} run${row.failed.length === 1 ? '' : 's'} without metrics, run again (${row.failed.join(', ')})`);
  }
  const broken = rows.filter((row) => row.failedScripts);
  if (broken.length) {
    console.log(`  Scripts failed to load in ${broken.map((row) => `${row.page} ${row.formFactor}`).join(', ')}: `
      + 'was web/dist rebuilt while the stack ran? Those rows are then wrong.');
  }
  const warnings = new Set(rows.flatMap((row) => row.warnings ?? []));
  for (const warning of warnings) console.log(`  Lighthouse warned: ${warning}`);
}
