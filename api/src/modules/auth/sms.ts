// Sending SMS through a port. The default adapter keeps every message in the `sms_outbox`
// table and prints it in the api log, so tests and the demo read codes without a provider;
// SMS_PROVIDER=twilio sends real messages through Twilio's REST API.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { smsOutbox } from './tables';

export interface SmsSender {
  /** Sends `body` to `phone` (digits only, with the country code); throws when it could not. */
  send(phone: string, body: string): Promise<void>;
}

export function createOutboxSms(db: Database, log?: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(phone, body) {
      await db.insert(smsOutbox).values({ phone, body });
      log?.info({ sms: { to: phone, body } }, `SMS to +${phone}: ${body}`);
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service's sender. */
  from: string;
  fetch?: typeof fetch;
}

export function createTwilioSms({ accountSid, authToken, from, fetch: send = fetch }: TwilioOptions): SmsSender {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send(phone, body) {
      const response = await send(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: `+${phone}`, From: from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    },
  };
}

export interface SmsConfig {
  provider: 'outbox' | 'twilio';
  twilio?: Omit<TwilioOptions, 'fetch'>;
}

export function createSmsSender(config: SmsConfig, db: Database, log?: FastifyBaseLogger): SmsSender {
  return config.provider === 'twilio' && config.twilio ? createTwilioSms(config.twilio) : createOutboxSms(db, log);
}
