import { describe, expect, it } from 'vitest';
import { isEmailLinkHash, isPositiveId, isUuid, positiveIdOf, uuidOf } from './ids';

const UUID = '31ff375d-a715-42b9-b45a-b6c255f77c5d';

describe('ids from the address', () => {
  it('takes a uuid in its canonical form, any case, and nothing else', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    for (const text of ['', 'p-1', `${UUID}x`, ` ${UUID}`, `{${UUID}}`, `urn:uuid:${UUID}`, UUID.replaceAll('-', ''), '../settings', '%2e%2e%2fsettings']) {
      expect(isUuid(text), text).toBe(false);
    }
    expect(uuidOf(UUID)).toBe(UUID);
    expect(uuidOf('../settings')).toBeNull();
    expect(uuidOf(null)).toBeNull();
  });

  it('takes an id of 1..2147483647 written in digits, and nothing else', () => {
    for (const text of ['1', '42', '007', '2147483647']) expect(isPositiveId(text), text).toBe(true);
    for (const text of ['', '0', '2147483648', '99999999999', '-1', '+1', '1.0', '1e3', '0x10', ' 1', '1 ', '١٢']) {
      expect(isPositiveId(text), text).toBe(false);
    }
    expect(positiveIdOf('42')).toBe(42);
    expect(positiveIdOf('1e3')).toBeNull();
    expect(positiveIdOf(undefined)).toBeNull();
  });

  it('takes an e-mail link hash of 64 hexadecimal characters, any case', () => {
    expect(isEmailLinkHash('ab'.repeat(32))).toBe(true);
    expect(isEmailLinkHash('AB'.repeat(32))).toBe(true);
    for (const text of ['', 'ab'.repeat(31), 'ab'.repeat(33), 'x'.repeat(64), `${'a'.repeat(62)}/.`]) expect(isEmailLinkHash(text), text).toBe(false);
  });
});
