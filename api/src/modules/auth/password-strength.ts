// How guessable a new password is, by zxcvbn-ts with its common-password list (the most used
// passwords of public breaches) and the English and French dictionaries, offline. A password
// scored below ACCEPTED_SCORE (fewer than ~10^6 guesses: a common password, a keyboard row, a
// repeat, a word and a year) is refused at sign-up, reset and change; the same score drives the
// strength meter the web shows while the customer types (`POST /auth/password-strength`).
import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable; 2 and up is accepted. */
export const ACCEPTED_SCORE = 2;

export interface PasswordStrength {
  /** 0 (a common password) to 4. */
  score: number;
  accepted: boolean;
}

let checker: ZxcvbnFactory | undefined;

/** The dictionaries are loaded with the checker, not at start: decompressed, they are ~400 000
 * strings (15 MB of the api's heap, twice that once ranked), which a process that never checks a
 * password never holds. Required, not imported, so that the check stays synchronous. */
const requireDictionaries = () => {
  const load = createRequire(import.meta.url);
  return {
    common: load('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common'),
    en: load('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en'),
    fr: load('@zxcvbn-ts/language-fr') as typeof import('@zxcvbn-ts/language-fr'),
  };
};

/** Built on first use (loading and ranking the dictionaries takes about a second), then kept.
 * Substitutions (`p@ssw0rd`) are not expanded and only the first 64 characters are read: with
 * them a check cost up to half a second of CPU; without, 2–20 ms. */
function zxcvbn(): ZxcvbnFactory {
  if (checker) return checker;
  const { common, en, fr } = requireDictionaries();
  checker = new ZxcvbnFactory({
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
