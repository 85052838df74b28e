import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The 6-digit code of the latest SMS the api sent to `phone` (digits only), waiting up to 10 s
 * for it to appear in the api's log. */
export async function smsCode(phone: string, { after = 0 } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const file = inject('smsLog');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(after) : [];
    const codes = lines.map((line) => JSON.parse(line) as { sms?: { to: string; body: string } })
      .filter((entry) => entry.sms?.to === phone)
      .map((entry) => /\b(\d{6})\b/.exec(entry.sms!.body)?.[1]);
    const code = codes.at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS to ${phone} in the api log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many SMS lines the log holds now (pass as `after` to wait for a newer message). */
export function smsCount(): number {
  const file = inject('smsLog');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0;
}

/** The verification link of the latest e-mail the api sent to `email`, waiting up to 10 s for it
 * to appear in the api's log (the e-mail outbox logs like the SMS one). */
export async function emailedLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const file = inject('smsLog');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    const link = lines.map((line) => JSON.parse(line) as { email?: { to: string; body: string } })
      .filter((entry) => entry.email?.to === email)
      .map((entry) => /https?:\/\/\S+\/verify-email\/[0-9a-f]{64}/.exec(entry.email!.body)?.[0]).at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} in the api log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
