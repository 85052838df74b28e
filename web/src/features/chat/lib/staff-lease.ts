import { RestError } from '../../../shared/lib/rest';

/*
 * Staff's Firestore access lasts a short lease from the firebase sign-in that carried it
 * (firestore.rules: the `staff_until` claim), because firebase keeps a custom token's claims for
 * the whole firebase session and a demoted staff member must not keep reading every chat. While
 * the inbox listens, the lease is renewed at its half-life by signing in again with a new token,
 * which the api mints as staff only while the account has the staff role. When staff access is
 * gone (a token without it, or the api refusing one) the lease is lost for good: nothing is asked
 * again, so a demoted account does not loop.
 */

/** What one firebase sign-in gives: staff access or not, and for how long from then (ms). */
export interface Lease {
  staff: boolean;
  lastsMs: number;
}

/** Ends one hold; calling it again does nothing. */
export type Release = () => void;

export interface StaffLease {
  /** Keeps the lease renewed while held (each open listener holds it). */
  hold(): Release;
  /** Calls `handler` once staff access is gone for good (at once if it already is). */
  onLost(handler: (error: unknown) => void): void;
}

/** A renewal that got no answer, or the server's failure, is tried again this often while the
 * lease still lasts: a dropped connection at the wrong moment must not close the inbox. */
export const RENEW_RETRY_MS = 15_000;

/** The api minted a token without staff access: the account is no longer staff. */
export class StaffAccessEnded extends Error {
  constructor() {
    super('staff access to the chat has ended');
    this.name = 'StaffAccessEnded';
  }
}

/** The api answered and refused (4xx, a 401 included): asking again would be refused again. */
function refused(error: unknown): boolean {
  const status = error instanceof RestError ? error.apiError.status ?? 0 : 0;
  return status >= 400 && status < 500;
}

/** The lease of the sign-in `first`, renewed with `renew` (a new sign-in) while held. */
export function keepStaffLease(first: Lease, renew: () => Promise<Lease>): StaffLease {
  let holders = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing = false;
  let renewAt = 0;
  let endsAt = 0;
  let lost: { error: unknown } | null = null;
  const handlers: ((error: unknown) => void)[] = [];

  const lose = (error: unknown) => {
    if (lost) return;
    lost = { error };
    clearTimeout(timer);
    handlers.splice(0).forEach((handler) => handler(error));
  };
  /** The renewal timer runs only while held, not lost, and no renewal is under way. */
  const arm = () => {
    clearTimeout(timer);
    const due = holders > 0 && !lost && !renewing;
    timer = due ? setTimeout(renewNow, Math.max(0, renewAt - Date.now())) : undefined;
  };
  const take = (lease: Lease) => {
    if (!lease.staff || lease.lastsMs <= 0) return lose(new StaffAccessEnded());
    const now = Date.now();
    endsAt = now + lease.lastsMs;
    renewAt = now + lease.lastsMs / 2;
    arm();
  };
  const fail = (error: unknown) => {
    if (refused(error) || Date.now() + RENEW_RETRY_MS >= endsAt) return lose(error);
    renewAt = Date.now() + RENEW_RETRY_MS;
    arm();
  };
  function renewNow() {
    renewing = true;
    renew().then(
      (lease) => ((renewing = false), take(lease)),
      (error: unknown) => ((renewing = false), fail(error)),
    );
  }

  take(first);
  return {
    hold() {
      holders += 1;
      if (holders === 1) arm();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (holders === 0) arm();
      };
    },
    onLost(handler) {
      if (lost) handler(lost.error);
      else handlers.push(handler);
    },
  };
}
