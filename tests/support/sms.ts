import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { waitUntil } from './wait';

interface Message { to: string; body: string }
interface Outgoing { sms?: Message; email?: Message }

/** The outboxes' lines in the api's log, oldest first. */
function sent(): Outgoing[] {
  const file = inject('smsLog');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  return lines.map((line) => JSON.parse(line) as Outgoing);
}

/** The 6-digit code of the latest SMS the api sent to `phone` (digits only), waiting up to 10 s
 * for it to appear in the api's log. */
export function smsCode(phone: string, { after = 0 } = {}): Promise<string> {
  return waitUntil(() => sent().slice(after)
    .filter((entry) => entry.sms?.to === phone)
    .map((entry) => /\b(\d{6})\b/.exec(entry.sms!.body)?.[1]).at(-1), { message: `no SMS to ${phone} in the api log` });
}

/** How many SMS lines the log holds now (pass as `after` to wait for a newer message). */
export function smsCount(): number {
  return sent().length;
}

/** The verification link of the latest e-mail the api sent to `email`, waiting up to 10 s for it
 * to appear in the api's log (the e-mail outbox logs like the SMS one). */
export function emailedLink(email: string): Promise<string> {
  return waitUntil(() => sent()
    .filter((entry) => entry.email?.to === email)
    .map((entry) => /https?:\/\/\S+\/verify-email\/[0-9a-f]{64}/.exec(entry.email!.body)?.[0]).at(-1), { message: `no e-mail to ${email} in the api log` });
}
