// Sending e-mail through the port of email-verification.ts (EmailSender). The default adapter
// keeps every message in the `email_outbox` table and prints it in the api log, so tests and the
// demo read links without a mail server; EMAIL_PROVIDER=smtp sends real messages through an SMTP
// server (SMTP_URL), from EMAIL_FROM, with nodemailer.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import { redactUrlCredentials } from '../../http/log-redaction';
import { createOutboxEmail, type EmailSender } from './email-verification';

export interface SmtpSettings {
  /** `smtp://[user:password@]host[:port]` (STARTTLS, port 587 by default) or `smtps://…` (TLS
   * from the start, 465); nodemailer's options may follow as query parameters. */
  url: string;
  /** The From of every message: `address` or `Name <address>`. */
  from: string;
}

export interface EmailConfig {
  provider: 'outbox' | 'smtp';
  smtp?: SmtpSettings;
}

/** How long a send waits on the server: the request that asked for a link waits for it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || host.startsWith('127.');

/** nodemailer's options for `url`: STARTTLS required unless the server is on this machine, so
 * the credentials and the links never cross a network in clear; the URL's own query parameters
 * win (`?requireTLS=false` for a relay of a private network that has no TLS). */
export function smtpOptions(url: string) {
  return { url, requireTLS: !isLoopback(new URL(url).hostname), ...SMTP_TIMEOUTS };
}

export function createSmtpEmail({ url, from }: SmtpSettings): EmailSender {
  const transport = createTransport(smtpOptions(url));
  return {
    async send(email, subject, body) {
      await transport.sendMail({ from, to: email, subject, text: body });
    },
  };
}

/** The sender `config` asks for; an SMTP one says so in the log, its password hidden. */
export function createEmailSender(config: EmailConfig, db: Database, log?: FastifyBaseLogger): EmailSender {
  if (config.provider !== 'smtp' || !config.smtp) return createOutboxEmail(db, log);
  log?.info(`e-mail is sent through ${redactUrlCredentials(config.smtp.url)} from ${config.smtp.from}`);
  return createSmtpEmail(config.smtp);
}
