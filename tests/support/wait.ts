import { vi } from 'vitest';

/**
 * Asks `condition` again every 100 ms (a throw counts as not yet) until it answers something
 * truthy, and answers that; fails with `message` after `timeout` ms. For what announces itself by
 * no event a test could await: a line in the api's log, a server starting to answer.
 */
export function waitUntil<T>(condition: () => T | Promise<T>, { timeout = 10_000, message }: { timeout?: number; message: string }): Promise<NonNullable<T>> {
  return vi.waitFor(async () => {
    const value = await condition();
    if (!value) throw new Error(message);
    return value;
  }, { timeout, interval: 100 });
}

/**
 * Resolves once a timer of `ms` set before this call has fired (Node fires the timers of one
 * duration in the order they were set). The one wait on the clock, for a timer no test can drive
 * or observe: the launcher cancels its restart with node:timers' clearTimeout, which fake timers
 * do not replace, so only its due time shows that it never fires.
 */
export function afterTimer(ms: number): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- the due time is the event (see above)
  return new Promise((resolve) => setTimeout(resolve, ms));
}
