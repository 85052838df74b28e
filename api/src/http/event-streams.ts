// How many event streams (server-sent events) one account may hold open at once. A stream keeps
// a connection, a timer and a database look at every ping for as long as it is open, so a client
// opening one after another (many tabs, or a script) could take a whole process's connections:
// past the cap a new stream is refused (429 ERROR_451) until one of the account's streams closes.
// Every kind of stream counts against one cap per account (today the chat's customer and staff
// streams). The count is this process's: a stream lives in the process that opened it and what it
// holds is that process's, so each process bounds its own share; with several api processes an
// account may hold the cap in each.
import { ApiError, onField } from './errors';

/** The refusal's English text (the web translates the code). */
export const tooManyStreamsMessage = (max: number) =>
  `You have ${max} live connections open (other tabs or windows), the most one account may have. Please, close one and try again.`;

/** 429 with its own code, on `streams`: the account holds `max` open streams already. */
export function tooManyStreams(max: number): ApiError {
  const message = tooManyStreamsMessage(max);
  return new ApiError(429, 'ERROR_451', message, onField('streams', message, { code: 'too_many', max }));
}

export interface EventStreamSlots {
  /** Takes one of the account's slots, or throws tooManyStreams (all taken); answers its release
   * (a second call does nothing). */
  take(userId: number): () => void;
  /** The account's open streams in this process. */
  openOf(userId: number): number;
}

export function createEventStreamSlots(max: number): EventStreamSlots {
  const open = new Map<number, number>();
  return {
    take(userId) {
      const held = open.get(userId) ?? 0;
      if (held >= max) throw tooManyStreams(max);
      open.set(userId, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
    openOf: (userId) => open.get(userId) ?? 0,
  };
}
