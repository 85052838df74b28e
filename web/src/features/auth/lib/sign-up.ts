import type { RegisterInput } from '../../../graphql/auth.generated';
import type { SessionUser } from '../../../shared/lib/session';
import { asciiDigits, validateNewPassword } from './login-input';

/** Length of the api's SMS codes. */
export const CODE_LENGTH = 6;

/** Seconds between two codes on a page (the api also throttles: ERROR_429 with retry_after). */
export const RESEND_SECONDS = 30;

/** A typed or pasted phone number as the api takes it: digits only (Arabic-Indic digits too). */
export function phoneDigits(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/** A typed or pasted code → at most 6 ASCII digits. A pasted message ("Your code is 123456")
 * gives its 6-digit group. */
export function codeDigits(text: string): string {
  const ascii = asciiDigits(text);
  const group = /(?<!\d)\d{6}(?!\d)/.exec(ascii);
  return group ? group[0] : ascii.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** `errors` key for a code that is missing or not 6 digits. */
export function validateCode(code: string): string | undefined {
  if (!code) return 'required';
  if (code.length !== CODE_LENGTH) return 'codeLength';
  return undefined;
}

/** `errors` key for a missing phone number ("Phone number is required"). */
export function validatePhone(phone: string): string | undefined {
  return phoneDigits(phone) ? undefined : 'phoneRequired';
}

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  /** A friend's referral code (optional; `?referral=` of their shared link fills it). */
  referral: string;
}

export type RegisterField = keyof RegisterValues;

/** Client-side checks of the sign-up (a first name, a phone, a new password of 8 characters or
 * more typed twice alike); values are `errors` keys. The api checks
 * lengths and formats too. */
export function validateRegister(values: RegisterValues): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  if (!values.firstname.trim()) errors.firstname = 'required';
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  return { ...errors, ...validateNewPassword(values.password, values.password_confirmation) };
}

/** The sign-up body: trimmed, blank optional fields left out, the phone as digits. */
export function toRegisterInput(values: RegisterValues): RegisterInput {
  const lastname = values.lastname.trim();
  const email = values.email.trim();
  return {
    firstname: values.firstname.trim(),
    ...(lastname ? { lastname } : {}),
    ...(email ? { email } : {}),
    phone: phoneDigits(values.phone),
    password: values.password,
    password_confirmation: values.password_confirmation,
    ...referralInput(values.referral),
  };
}

/** The `referral` of a sign-up body (register or firebase callback): trimmed, left out when
 * blank (blank means none). */
export function referralInput(code: string | null | undefined): { referral?: string } {
  const referral = code?.trim();
  return referral ? { referral } : {};
}

/** `path` with the `referral` code the sign-up was started with, so that going back to /register
 * (another phone number) keeps it; none when blank. */
export function withReferral(path: string, referral: string | null | undefined): string {
  const code = referralInput(referral).referral;
  if (!code) return path;
  return `${path}${path.includes('?') ? '&' : '?'}referral=${encodeURIComponent(code)}`;
}

/** `redirect` query parameter for an auth page; none when going home. */
export function withRedirect(path: string, target: string): string {
  if (target === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}`;
}

/** Where a fresh sign-in goes: an account without a first name (a phone or firebase sign-in)
 * completes its details first, then goes on to `target`. */
export function afterSignInPath(user: SessionUser | null | undefined, target: string): string {
  if (user && !user.firstname?.trim()) return withRedirect('/update-details', target);
  return target;
}

