import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the first value at once): for calls that
 * should follow typing, not every keystroke. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
