// A production start (NODE_ENV=production) of the api refuses the demo's behaviours it was not
// told to allow, before it opens any database, with a plain message and exit code 1; a secret of
// its configuration (the SMTP password) is never in that message.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverArgs } from '../../scripts/stack.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function startApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, serverArgs('api'), {
      cwd: root, env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    }, (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }));
  });
}

describe('a production start of the api', () => {
  it('refuses demo payments, the outboxes and a missing storefront origin, saying so without a stack', async () => {
    const { code, stderr } = await startApi({ PUBLIC_URL: '', WEB_ORIGIN: '', WALLET_PAYMENTS: '', SMS_PROVIDER: '', KITCHEN_SIMULATOR: 'on' });
    expect(code).toBe(1);
    expect(stderr).toContain('api: NODE_ENV=production refuses to start:');
    for (const variable of ['ALLOW_DEMO_PAYMENTS=yes', 'ALLOW_DEMO_KITCHEN=yes', 'ALLOW_DEMO_OUTBOX=yes', 'PUBLIC_URL (or WEB_ORIGIN) is required']) {
      expect(stderr).toContain(variable);
    }
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  const realSenders = {
    SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'twilio-token', TWILIO_FROM: '+15550100',
    EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mailer:smtp-pa55word@mail.example:587', EMAIL_FROM: 'no-reply@food.example',
    ALLOW_DEMO_OUTBOX: '', WALLET_PAYMENTS: '', ALLOW_DEMO_PAYMENTS: 'yes', KITCHEN_SIMULATOR: '', PUBLIC_URL: '', WEB_ORIGIN: '',
  };

  it('needs no ALLOW_DEMO_OUTBOX when e-mail goes through SMTP and SMS through Twilio, and prints no SMTP password', async () => {
    // Only the missing storefront origin is left, so the start ends before any database is opened.
    const { code, stderr } = await startApi(realSenders);
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_URL (or WEB_ORIGIN) is required');
    expect(stderr).not.toContain('ALLOW_DEMO_OUTBOX');
    expect(stderr).not.toContain('outbox');
    expect(stderr).not.toContain('smtp-pa55word');
  });

  it('refuses an SMTP_URL it cannot use, showing it without its password', async () => {
    const { code, stderr } = await startApi({ ...realSenders, SMTP_URL: 'http://mailer:smtp-pa55word@mail.example' });
    expect(code).toBe(1);
    expect(stderr).toContain('api: SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, got "http://mailer:[redacted]@mail.example"');
    expect(stderr).not.toContain('smtp-pa55word');
  });
});
