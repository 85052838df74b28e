// How guessable a new password is, by zxcvbn-ts with its common-password list (the most used
// passwords of public breaches) and the English and French dictionaries, offline. A password
// scored below ACCEPTED_SCORE (fewer than ~10^6 guesses: a common password, a keyboard row, a
// repeat, a word and a year) is refused at sign-up, reset and change; the same score drives the
// strength meter the web shows while the customer types (`POST /auth/password-strength`).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable; 2 and up is accepted. */
export const ACCEPTED_SCORE = 2;

export interface PasswordStrength {
  /** 0 (a common password) to 4. */
  score: number;
  accepted: boolean;
}

let checker: ZxcvbnFactory | undefined;

/** Built on first use (ranking the dictionaries takes about a second), then kept. Substitutions
 * (`p@ssw0rd`) are not expanded and only the first 64 characters are read: with them a check
 * cost up to half a second of CPU; without, 2–20 ms. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    l33tMaxSubstitutions: 0,
    maxLength: 64,
  });
  return checker;
}

/** The strength of `password`; `userInputs` (the account's names, e-mail, phone) count as known
 * words, so a password built from them scores low. */
export function passwordStrength(password: string, userInputs: Array<string | undefined> = []): PasswordStrength {
  const { score } = zxcvbn().check(password, userInputs.filter((input): input is string => Boolean(input)));
  return { score, accepted: score >= ACCEPTED_SCORE };
}
