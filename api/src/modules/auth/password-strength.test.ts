import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('how guessable a new password is', () => {
  it('refuses common passwords, keyboard rows, repeats and words with a year', () => {
    for (const password of ['12345678', 'password1', 'qwertyuiop', 'azertyuiop', 'aaaaaaaaaa', 'motdepasse', 'Password123!', 'storefront']) {
      expect(passwordStrength(password), password).toMatchObject({ accepted: false });
    }
  });

  it('accepts passphrases and random strings, with no rule on what they are made of', () => {
    for (const password of ['tomato-basil-42', 'correct horse battery', 'x7#kPq9!vz', 'ceviche en juillet', 'قهوة-بالهيل-٢٠٣٠', '🍕 pizza à minuit 🌙']) {
      expect(passwordStrength(password), password).toMatchObject({ accepted: true });
    }
  });

  it('counts the account\'s own names, e-mail and phone as known words', () => {
    expect(passwordStrength('zorblat14165550100').accepted).toBe(true);
    expect(passwordStrength('zorblat14165550100', ['Zorblat', '14165550100']).accepted).toBe(false);
  });

  it('scores from 0 to 4', () => {
    expect(passwordStrength('123456').score).toBe(0);
    expect(passwordStrength('tomato-basil-42').score).toBe(4);
  });
});
