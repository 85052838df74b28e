// EMAIL_PROVIDER=smtp: the api sends its e-mail to a real SMTP server, here one running in this
// process on 127.0.0.1 (smtp-server), which takes the password of SMTP_URL and keeps every
// message it receives. Nothing goes to the outbox, and no log line holds the password.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { REDACTED } from '../../http/log-redaction';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSmtpEmail, smtpOptions } from './email';
import { createAccessTokens } from './tokens';
import { systemClock } from '../../http/clock';

const PASSWORD = 'pa55:w/rd@smtp';
const FROM = 'Storefront <no-reply@food.example>';

interface Received { mailFrom: string; rcptTo: string[]; raw: string }

/** An SMTP server on 127.0.0.1 that takes user `mailer` with PASSWORD (without TLS: it is on
 * this machine) and keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: ({ username, password }, _session, done) => {
      if (username === 'mailer' && password === PASSWORD) done(null, { user: username });
      else done(new Error('Invalid username or password'));
    },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ mailFrom: mailFrom ? mailFrom.address : '', rcptTo: rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => { server.close(() => resolve()); });
  return { port, received, close };
}

/** A header of a received message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}

/** The text of a received message (quoted-printable, as nodemailer writes long lines). */
function text(raw: string): string {
  return raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const logged: string[] = [];
let smtpUrl: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpUrl = `smtp://mailer:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}`;
  t = await createTestApp(new Date(), {
    storefrontOrigin: 'https://food.example',
    email: { provider: 'smtp', smtp: { url: smtpUrl, from: FROM } },
    logger: { level: 'debug', stream: { write: (line: string) => { logged.push(line); } } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function unverifiedAccount(): Promise<string> {
  const email = `smtp-${randomBytes(4).toString('hex')}@storefront.test`;
  await t.database.db.insert(users).values({ email, firstname: 'Rana', myReferral: randomBytes(4).toString('hex').toUpperCase() });
  return email;
}

describe('EMAIL_PROVIDER=smtp', () => {
  it('sends the verification link through the SMTP server, from EMAIL_FROM, and the link works', async () => {
    const email = await unverifiedAccount();
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verify', payload: { email }, remoteAddress: '10.9.0.1' });
    expect(answer.statusCode, answer.body).toBe(200);

    const [message] = smtp.received.filter((mail) => mail.rcptTo.includes(email));
    expect(message).toMatchObject({ mailFrom: 'no-reply@food.example', rcptTo: [email] });
    expect(header(message.raw, 'From')).toBe(FROM);
    expect(header(message.raw, 'To')).toBe(email);
    expect(header(message.raw, 'Subject')).toBe('Confirm your e-mail address');
    const hash = /https:\/\/food\.example\/verify-email\/([0-9a-f]{64})\b/.exec(text(message.raw))?.[1];
    expect(hash, text(message.raw)).toBeDefined();
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.email, email))).toEqual([]);

    const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = await createAccessTokens(t.database.db, systemClock).issue(id);
    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify/${hash}`, headers: { authorization: `Bearer ${token}` } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ email });
  });

  it('says at start where e-mail goes, and no log line holds the password', () => {
    expect(logged.some((line) => line.includes(`smtp://mailer:${REDACTED}@127.0.0.1:${smtp.port}`))).toBe(true);
    expect(logged.length).toBeGreaterThan(1);
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD)]) expect(logged.join('\n')).not.toContain(secret);
  });

  it('fails the send when the server refuses the credentials', async () => {
    const wrong = createSmtpEmail({ url: `smtp://mailer:nope@127.0.0.1:${smtp.port}`, from: FROM });
    await expect(wrong.send('someone@storefront.test', 'Hi', 'Hello')).rejects.toThrow(/Invalid login|auth/i);
  });

  it('needs STARTTLS of a server that is not on this machine, unless the URL says otherwise', () => {
    expect(smtpOptions('smtp://u:p@mail.example:587')).toMatchObject({ requireTLS: true });
    expect(smtpOptions('smtp://127.0.0.1:25')).toMatchObject({ requireTLS: false });
    expect(smtpOptions('smtp://localhost:25')).toMatchObject({ requireTLS: false });
  });

  it('answers a link it could not send as any other, so the answer never tells that the address has an account', async () => {
    const failing: string[] = [];
    const broken = await createTestApp(new Date(), {
      email: { provider: 'smtp', smtp: { url: `smtp://mailer:nope@127.0.0.1:${smtp.port}`, from: FROM } },
      logger: { level: 'warn', stream: { write: (line: string) => { failing.push(line); } } },
    });
    try {
      const ask = async (email: string) => (await broken.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verify', payload: { email } })).json();
      const email = `smtp-${randomBytes(4).toString('hex')}@storefront.test`;
      await broken.database.db.insert(users).values({ email, firstname: 'Rana', myReferral: randomBytes(4).toString('hex').toUpperCase() });
      const [known, unknown] = [await ask(email), await ask(`nobody-${email}`)];
      expect({ ...known, timestamp: '' }).toEqual({ ...unknown, timestamp: '' });
      expect(known).toMatchObject({ status: true, data: null });
      expect(failing.join('\n')).toContain('A verification link could not be sent');
    } finally {
      await broken.close();
    }
  });

  it('refuses to send over a connection without TLS where TLS is required', async () => {
    const plain = createSmtpEmail({ url: `smtp://mailer:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}/?requireTLS=true`, from: FROM });
    const before = smtp.received.length;
    await expect(plain.send('someone@storefront.test', 'Hi', 'Hello')).rejects.toThrow(/STARTTLS|TLS/);
    expect(smtp.received.length).toBe(before);
  });
});
