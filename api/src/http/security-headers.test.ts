import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
// The browser tests' Chromium launcher (Debian's Chromium, offline flags).
import { launchBrowser } from '../../../tests/support/chromium';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => { app = await buildApp(); });
afterAll(async () => { await app.close(); });

const JSON_POLICY = "default-src 'none';frame-ancestors 'none'";

describe('security headers', () => {
  it('send JSON answers, errors included, with nosniff, no framing, no referrer and a policy allowing nothing', async () => {
    for (const url of ['/api/v1/openapi.json', '/api/v1/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': JSON_POLICY,
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
      });
    }
  });

  it('let a web client on another origin show the images, still unsniffed', async () => {
    const response = await app.inject({ method: 'GET', url: '/storage/images/products/apple-pie.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff', 'content-security-policy': JSON_POLICY,
    });
  });

  it('give Swagger UI a policy for its own scripts and styles only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(response.statusCode).toBe(200);
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|https?:)/);
  });
});

describe('Swagger UI in Chromium', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('renders the API and runs a request offline under its Content-Security-Policy, with no violation', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`);
      }));
      await context.route((url) => url.hostname !== '127.0.0.1', (route) => {
        problems.push(`left the api: ${route.request().url()}`);
        return route.abort();
      });
      await page.goto(`${address}/api/v1/docs`);
      await page.getByRole('heading', { name: /Storefront REST API/ }).waitFor();
      const settings = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/rest\/settings$/ }) });
      await settings.locator('.opblock-summary-control').click();
      await settings.getByRole('button', { name: 'Try it out' }).click();
      await settings.getByRole('button', { name: 'Execute' }).click();
      await expect.poll(() => settings.locator('.live-responses-table tbody .response-col_status').first().innerText(), { timeout: 15_000 }).toBe('200');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
