import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../../../shared/lib/rest';
import { keepStaffLease, RENEW_RETRY_MS, StaffAccessEnded, type Lease } from './staff-lease';

const LEASE_MS = 10 * 60_000;
const HALF = LEASE_MS / 2;
const staff: Lease = { staff: true, lastsMs: LEASE_MS };
const refusal = (status: number) => new RestError({ status, message: 'refused', params: {}, reasons: {} });
const noAnswer = () => new RestError({ message: 'Failed to fetch', params: {}, reasons: {} });

/** A lease on a staff sign-in whose renewals answer `answers` in turn (the last one repeats). */
function lease(...answers: (() => Promise<Lease>)[]) {
  const renew = vi.fn(() => (answers.length > 1 ? answers.shift()! : answers[0])());
  const lost = vi.fn();
  const kept = keepStaffLease(staff, renew);
  kept.onLost(lost);
  return { kept, renew, lost };
}
const renewed = () => Promise.resolve(staff);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('staff\'s Firestore lease', () => {
  it('is renewed at half its length while held, each renewal counting from its own sign-in', async () => {
    const { kept, renew, lost } = lease(renewed);
    kept.hold();
    await vi.advanceTimersByTimeAsync(HALF - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HALF);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4 * HALF);
    expect(renew).toHaveBeenCalledTimes(6);
    expect(lost).not.toHaveBeenCalled();
  });

  it('is renewed only while something holds it; held again after its renewal time, at once', async () => {
    const { kept, renew } = lease(renewed);
    const release = kept.hold();
    const other = kept.hold();
    release();
    release(); // a second call changes nothing: `other` still holds it
    await vi.advanceTimersByTimeAsync(HALF);
    expect(renew).toHaveBeenCalledTimes(1);
    other();
    await vi.advanceTimersByTimeAsync(3 * LEASE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    kept.hold();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('is lost for good when the new token has no staff access (role taken away): told once, never asked again', async () => {
    const { kept, renew, lost } = lease(() => Promise.resolve({ staff: false, lastsMs: 0 }));
    kept.hold();
    await vi.advanceTimersByTimeAsync(HALF);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(lost.mock.calls[0][0]).toBeInstanceOf(StaffAccessEnded);
    kept.hold();
    await vi.advanceTimersByTimeAsync(10 * LEASE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    kept.onLost(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403, 404])('is lost at once when the api refuses the new token (%i), without asking again', async (status) => {
    const { kept, renew, lost } = lease(() => Promise.reject(refusal(status)));
    kept.hold();
    await vi.advanceTimersByTimeAsync(HALF);
    expect(lost).toHaveBeenCalledWith(expect.objectContaining({ apiError: expect.objectContaining({ status }) }));
    await vi.advanceTimersByTimeAsync(10 * LEASE_MS);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('asks again every 15 s while no answer comes and the lease lasts, then is lost; an answer in time keeps it', async () => {
    const { kept, renew, lost } = lease(() => Promise.reject(noAnswer()));
    kept.hold();
    await vi.advanceTimersByTimeAsync(HALF + 2 * RENEW_RETRY_MS);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(lost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HALF);
    expect(lost).toHaveBeenCalledTimes(1);
    const asked = renew.mock.calls.length;
    expect(asked).toBe(HALF / RENEW_RETRY_MS); // every 15 s from the half-life until one more would pass the end
    await vi.advanceTimersByTimeAsync(10 * LEASE_MS);
    expect(renew).toHaveBeenCalledTimes(asked);

    const recovered = lease(() => Promise.reject(noAnswer()), () => Promise.reject(refusal(500)), renewed);
    recovered.kept.hold();
    await vi.advanceTimersByTimeAsync(HALF + 2 * RENEW_RETRY_MS);
    expect(recovered.renew).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(HALF);
    expect(recovered.renew).toHaveBeenCalledTimes(4);
    expect(recovered.lost).not.toHaveBeenCalled();
  });

  it('is lost from the start when the first sign-in has no staff access', () => {
    const lost = vi.fn();
    keepStaffLease({ staff: false, lastsMs: 0 }, renewed).onLost(lost);
    expect(lost).toHaveBeenCalledWith(expect.any(StaffAccessEnded));
  });
});
