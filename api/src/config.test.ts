import { describe, expect, it } from 'vitest';
import { loadConfig, parseRateLimit } from './config';

describe('the edges configuration', () => {
  it('by default believes loopback proxies, allows the storefront origin and limits rates in memory', () => {
    expect(loadConfig({}).edges).toEqual({
      trustedProxies: ['loopback'],
      corsOrigins: ['http://localhost:8080'],
      rateLimits: {
        public: { max: 600, windowMs: 60_000 }, auth: { max: 60, windowMs: 60_000 }, money: { max: 30, windowMs: 60_000 }, redisUrl: undefined, redisPrefix: 'storefront-rate-limit:',
      },
    });
  });

  it('reads TRUSTED_PROXIES, WEB_ORIGIN or WEB_PORT, CORS_ORIGINS and REDIS_URL', () => {
    const edges = loadConfig({
      TRUSTED_PROXIES: ' 10.0.0.0/8, loopback ', WEB_PORT: '9000', CORS_ORIGINS: 'https://shop.example, https://admin.example', REDIS_URL: 'redis://cache:6379',
    }).edges;
    expect(edges.trustedProxies).toEqual(['10.0.0.0/8', 'loopback']);
    expect(edges.corsOrigins).toEqual(['http://localhost:9000', 'https://shop.example', 'https://admin.example']);
    expect(edges.rateLimits.redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ WEB_ORIGIN: 'https://food.example', WEB_PORT: '9000' }).edges.corsOrigins).toEqual(['https://food.example']);
  });

  it('reads a rate limit as <count>/<second|minute|hour>, or off', () => {
    expect(parseRateLimit('X', '20/second')).toEqual({ max: 20, windowMs: 1_000 });
    expect(parseRateLimit('X', '100 / minute')).toEqual({ max: 100, windowMs: 60_000 });
    expect(parseRateLimit('X', '5000/hour')).toEqual({ max: 5000, windowMs: 3_600_000 });
    expect(parseRateLimit('X', 'off')).toBeNull();
    expect(loadConfig({ RATE_LIMIT_AUTH: '10/minute', RATE_LIMIT_PUBLIC: 'off' }).edges.rateLimits).toMatchObject({ public: null, auth: { max: 10 } });
    expect(loadConfig({ RATE_LIMIT_MONEY: '5/hour' }).edges.rateLimits.money).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(loadConfig({ RATE_LIMIT_MONEY: 'off' }).edges.rateLimits.money).toBeNull();
    for (const bad of ['600', '0/minute', '-1/minute', '10/day', 'ten/minute']) {
      expect(() => parseRateLimit('RATE_LIMIT_PUBLIC', bad)).toThrow(`RATE_LIMIT_PUBLIC must be <count>/<second|minute|hour> or off, got "${bad}"`);
    }
  });
});

describe('the stop grace period', () => {
  it('is 10 s unless STOP_GRACE_SECONDS says otherwise, a positive number', () => {
    expect(loadConfig({}).stopGraceSeconds).toBe(10);
    expect(loadConfig({ STOP_GRACE_SECONDS: '1.5' }).stopGraceSeconds).toBe(1.5);
    for (const bad of ['0', '-3', 'soon']) {
      expect(() => loadConfig({ STOP_GRACE_SECONDS: bad })).toThrow(`STOP_GRACE_SECONDS must be a positive number, got "${bad}"`);
    }
  });
});

describe('the origin of e-mailed links', () => {
  it('is PUBLIC_URL, else WEB_ORIGIN, else the local web server', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://food.example/', WEB_ORIGIN: 'https://other.example' }).storefrontOrigin).toBe('https://food.example');
    expect(loadConfig({ WEB_ORIGIN: 'https://food.example' }).storefrontOrigin).toBe('https://food.example');
    expect(loadConfig({ WEB_PORT: '8191' }).storefrontOrigin).toBe('http://localhost:8191');
  });
});

describe('a production start', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://food.example', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15550100', ALLOW_DEMO_PAYMENTS: 'yes', ALLOW_DEMO_OUTBOX: 'yes' };

  it('starts when every demo behaviour it keeps is allowed by name', () => {
    expect(loadConfig(production).walletPayments).toBe('demo');
    expect(loadConfig({ ...production, KITCHEN_SIMULATOR: 'on', ALLOW_DEMO_KITCHEN: 'true' }).kitchen.simulator).toBe(true);
  });

  it('refuses demo payments, the kitchen simulator and the outboxes unless allowed, saying why', () => {
    expect(() => loadConfig({ ...production, ALLOW_DEMO_PAYMENTS: '' })).toThrow(/WALLET_PAYMENTS=demo approves every top-up without taking money \(ALLOW_DEMO_PAYMENTS=yes/);
    expect(() => loadConfig({ ...production, KITCHEN_SIMULATOR: 'on' })).toThrow(/KITCHEN_SIMULATOR=on .*ALLOW_DEMO_KITCHEN=yes/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'outbox', ALLOW_DEMO_OUTBOX: 'no' })).toThrow(/SMS_PROVIDER=outbox .*ALLOW_DEMO_OUTBOX=yes/);
    expect(() => loadConfig({ ...production, ALLOW_DEMO_OUTBOX: undefined })).toThrow(/e-mail goes to the outbox/);
  });

  it('refuses unsigned firebase tokens and a missing storefront origin, whatever is allowed', () => {
    expect(() => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/unsigned sign-in tokens/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL \(or WEB_ORIGIN\) is required/);
    expect(loadConfig({ ...production, PUBLIC_URL: undefined, WEB_ORIGIN: 'https://food.example' }).storefrontOrigin).toBe('https://food.example');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/refuses to start:\n- WALLET_PAYMENTS[^\n]*\n- SMS_PROVIDER[^\n]*\n- PUBLIC_URL/);
  });

  it('is only NODE_ENV=production: the demo starts as it always has', () => {
    expect(loadConfig({ KITCHEN_SIMULATOR: 'on' }).kitchen.simulator).toBe(true);
  });
});
