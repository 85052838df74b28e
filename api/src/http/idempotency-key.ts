// The Idempotency-Key header a client may send with a request that creates something (an order,
// a reservation), so that a retry finds what the first attempt made.
import { badRequest } from './errors';

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The Idempotency-Key header: absent, or 1..100 printable ASCII characters without spaces. */
export function idempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key', 'The Idempotency-Key header must be 1 to 100 printable characters without spaces.', { code: 'format' });
  }
  return key;
}
