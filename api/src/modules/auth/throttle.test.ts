import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../testing/test-app';
import { ADDRESS_POLICY, createThrottle, createMemoryThrottleStore, delayAfter, SEND_POLICY, THROTTLE_POLICY } from './throttle';

describe('delayAfter', () => {
  it('is free for five failures, then doubles from 1 s up to 15 min', () => {
    expect([1, 2, 3, 4].map((n) => delayAfter(n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(n))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(delayAfter(15)).toBe(THROTTLE_POLICY.MAX_DELAY_MS);
    expect(delayAfter(10_000)).toBe(THROTTLE_POLICY.MAX_DELAY_MS);
  });

  it('lets three codes be sent freely, then makes the next wait 30 s, 1 min, 2 min ... up to 15 min', () => {
    expect([1, 2].map((n) => delayAfter(n, SEND_POLICY))).toEqual([0, 0]);
    expect([3, 4, 5].map((n) => delayAfter(n, SEND_POLICY))).toEqual([30_000, 60_000, 120_000]);
    expect(delayAfter(50, SEND_POLICY)).toBe(SEND_POLICY.MAX_DELAY_MS);
  });
});

describe('login throttle over the memory store', () => {
  it('forgets a key a day after its last failure', async () => {
    const clock = fakeClock();
    const throttle = createThrottle(createMemoryThrottleStore(clock), clock);
    for (let i = 0; i < 6; i += 1) await throttle.recordFailure(['k']);
    expect(await throttle.waitSeconds(['k'])).toBe(2);
    clock.advance(THROTTLE_POLICY.FORGET_AFTER_MS);
    await throttle.recordFailure(['k']);
    expect(await throttle.waitSeconds(['k'])).toBe(0);
  });

  it('reports the longest wait of the keys asked about', async () => {
    const clock = fakeClock();
    const throttle = createThrottle(createMemoryThrottleStore(clock), clock);
    for (let i = 0; i < 7; i += 1) await throttle.recordFailure(['a']);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(['b']);
    expect(await throttle.waitSeconds(['a', 'b'])).toBe(4);
    await throttle.clear(['a']);
    expect(await throttle.waitSeconds(['a', 'b'])).toBe(1);
  });

  it('bounds the memory store, dropping the least recently failed keys', async () => {
    const clock = fakeClock();
    const store = createMemoryThrottleStore(clock, 2);
    for (const key of ['a', 'b', 'c']) await store.increment(key, 60_000);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toEqual({ failures: 1, blockedUntil: 0 });
  });
});

describe('the address policy', () => {
  it('gives an address fifty free failures, then 1 s, 2 s ...', () => {
    expect(delayAfter(49, ADDRESS_POLICY)).toBe(0);
    expect([50, 51].map((n) => delayAfter(n, ADDRESS_POLICY))).toEqual([1_000, 2_000]);
  });
});
