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

describe('the drain before a stop', () => {
  it('is none unless DRAIN_SECONDS says otherwise, from 0 to 60 seconds', () => {
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '2.5' }).drainSeconds).toBe(2.5);
    expect(loadConfig({ DRAIN_SECONDS: '60' }).drainSeconds).toBe(60);
    for (const bad of ['-1', '60.5', 'soon', '1e1']) {
      expect(() => loadConfig({ DRAIN_SECONDS: bad })).toThrow(`DRAIN_SECONDS must be a number of seconds from 0 to 60, got "${bad}"`);
    }
  });
});

describe('the fair-use caps per account', () => {
  it('are 5 upcoming reservations, 5 unpaid orders and 5 open event streams unless set, each a whole number of at least 1', () => {
    expect(loadConfig({}).caps).toEqual({ upcomingReservations: 5, unpaidOrders: 5, eventStreams: 5 });
    expect(loadConfig({ MAX_UPCOMING_RESERVATIONS: '2', MAX_UNPAID_ORDERS: '10', MAX_EVENT_STREAMS: ' 3 ' }).caps)
      .toEqual({ upcomingReservations: 2, unpaidOrders: 10, eventStreams: 3 });
    for (const name of ['MAX_UPCOMING_RESERVATIONS', 'MAX_UNPAID_ORDERS', 'MAX_EVENT_STREAMS']) {
      for (const bad of ['0', '-1', '2.5', 'five', '1e3', 'off']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(`${name} must be a whole number of at least 1, got "${bad}"`);
      }
    }
  });
});

describe('the session lifetimes', () => {
  it('are 72 hours idle and 7 days in all unless SESSION_IDLE_HOURS and SESSION_MAX_DAYS say otherwise, positive numbers', () => {
    expect(loadConfig({}).sessions).toEqual({ idleMs: 72 * 3_600_000, maxAgeMs: 7 * 86_400_000 });
    expect(loadConfig({ SESSION_IDLE_HOURS: '0.5', SESSION_MAX_DAYS: '30' }).sessions).toEqual({ idleMs: 1_800_000, maxAgeMs: 30 * 86_400_000 });
    for (const [name, bad] of [['SESSION_IDLE_HOURS', '0'], ['SESSION_MAX_DAYS', 'forever']]) {
      expect(() => loadConfig({ [name]: bad })).toThrow(`${name} must be a positive number, got "${bad}"`);
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

describe('the e-mail provider', () => {
  const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mailer:s3cret@mail.example:587', EMAIL_FROM: 'Storefront <no-reply@food.example>' };

  it('is the outbox unless EMAIL_PROVIDER=smtp, which takes SMTP_URL and EMAIL_FROM', () => {
    expect(loadConfig({}).email).toEqual({ provider: 'outbox' });
    expect(loadConfig(smtp).email).toEqual({ provider: 'smtp', smtp: { url: smtp.SMTP_URL, from: smtp.EMAIL_FROM } });
    expect(loadConfig({ ...smtp, SMTP_URL: 'smtps://mail.example', EMAIL_FROM: ' no-reply@food.example ' }).email.smtp)
      .toEqual({ url: 'smtps://mail.example', from: 'no-reply@food.example' });
    expect(() => loadConfig({ EMAIL_PROVIDER: 'sendmail' })).toThrow('EMAIL_PROVIDER must be outbox or smtp, got "sendmail"');
  });

  it('refuses a missing or invalid SMTP_URL or EMAIL_FROM, never showing the password', () => {
    for (const missing of ['SMTP_URL', 'EMAIL_FROM']) {
      expect(() => loadConfig({ ...smtp, [missing]: '' })).toThrow(/EMAIL_PROVIDER=smtp needs SMTP_URL \(smtp:\/\/user:password@host:587.*\) and EMAIL_FROM/);
    }
    for (const bad of ['https://mailer:s3cret@mail.example', 'smtp://mailer:s3cret@', 'smtp:mailer:s3cret', 'mail.example:s3cret', 'smtp://mailer:s3cret@mail.example:99999']) {
      expect(() => loadConfig({ ...smtp, SMTP_URL: bad })).toThrow(/^SMTP_URL must be smtp:\/\/\[user:password@\]host\[:port\] or smtps:\/\/…, got "[^"]*"$/);
      expect(() => loadConfig({ ...smtp, SMTP_URL: bad })).not.toThrow(/s3cret/);
    }
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'https://mailer:s3cret@mail.example' })).toThrow('got "https://mailer:[redacted]@mail.example"');
    for (const bad of ['no-reply', 'Storefront no-reply@food.example', 'a@b\r\nBcc: c@d']) {
      expect(() => loadConfig({ ...smtp, EMAIL_FROM: bad })).toThrow('EMAIL_FROM must be an address or "Name <address>"');
    }
  });
});

describe('a production start', () => {
  const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://mailer:s3cret@mail.example', EMAIL_FROM: 'no-reply@food.example' };
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://food.example', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15550100', ALLOW_DEMO_PAYMENTS: 'yes', ALLOW_DEMO_OUTBOX: 'yes' };

  it('starts when every demo behaviour it keeps is allowed by name', () => {
    expect(loadConfig(production).walletPayments).toBe('demo');
    expect(loadConfig({ ...production, KITCHEN_SIMULATOR: 'on', ALLOW_DEMO_KITCHEN: 'true' }).kitchen.simulator).toBe(true);
  });

  it('refuses demo payments, the kitchen simulator and the outboxes unless allowed, saying why', () => {
    expect(() => loadConfig({ ...production, ALLOW_DEMO_PAYMENTS: '' })).toThrow(/WALLET_PAYMENTS=demo approves every top-up without taking money \(ALLOW_DEMO_PAYMENTS=yes/);
    expect(() => loadConfig({ ...production, KITCHEN_SIMULATOR: 'on' })).toThrow(/KITCHEN_SIMULATOR=on .*ALLOW_DEMO_KITCHEN=yes/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'outbox', ALLOW_DEMO_OUTBOX: 'no' }))
      .toThrow(/- SMS_PROVIDER=outbox, EMAIL_PROVIDER=outbox: .*\(set SMS_PROVIDER=twilio, EMAIL_PROVIDER=smtp; ALLOW_DEMO_OUTBOX=yes/);
    expect(() => loadConfig({ ...production, ALLOW_DEMO_OUTBOX: undefined }))
      .toThrow(/- EMAIL_PROVIDER=outbox: codes and links go to the log instead of being sent \(set EMAIL_PROVIDER=smtp; ALLOW_DEMO_OUTBOX=yes/);
    expect(() => loadConfig({ ...production, ...smtp, SMS_PROVIDER: 'outbox', ALLOW_DEMO_OUTBOX: undefined }))
      .toThrow(/- SMS_PROVIDER=outbox: .*\(set SMS_PROVIDER=twilio; ALLOW_DEMO_OUTBOX=yes/);
  });

  it('starts without ALLOW_DEMO_OUTBOX when SMS and e-mail are both sent for real', () => {
    const config = loadConfig({ ...production, ...smtp, ALLOW_DEMO_OUTBOX: undefined });
    expect(config.sms.provider).toBe('twilio');
    expect(config.email.provider).toBe('smtp');
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
