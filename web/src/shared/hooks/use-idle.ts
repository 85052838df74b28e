import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/** Longest wait for an idle moment (a busy page still gets the part). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * False until the page is hydrated and the browser has had an idle moment since, while `enabled`;
 * then true for good. For parts that must stay out of the first load (the chat widget): their
 * code is asked for only once this is true.
 */
export function useIdle(enabled: boolean): boolean {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || !hydrated || idle) return;
    const w = window as Window & Partial<Pick<typeof globalThis, 'requestIdleCallback' | 'cancelIdleCallback'>>;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      const cancel = w.cancelIdleCallback;
      return () => cancel(id);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, [enabled, hydrated, idle]);
  return idle;
}
