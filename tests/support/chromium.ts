import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium, headless; without the background-networking flags it keeps opening connections this closed network refuses. */
const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** A Chromium of the calling process. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(CHROMIUM);

/** A Chromium that test files connect to (tests/support/browser.ts): the browser tests' global
 * setup starts one for the whole run, and each test opens a context of its own in it. */
export const launchBrowserServer = (): Promise<BrowserServer> => chromium.launchServer(CHROMIUM);
