// The analytics tag (Google Analytics 4's gtag.js): loaded only when the build names a
// measurement id (VITE_GA_MEASUREMENT_ID) and only after the visitor agreed, on this device.

/** The measurement id the build was made with; unset: no analytics, no banner, no chunk. */
export const MEASUREMENT_ID = import.meta.env.VITE_GA_MEASUREMENT_ID ?? '';

/** Where this device keeps the visitor's answer. */
export const CONSENT_KEY = 'analytics-consent';
export type Consent = 'granted' | 'denied';

const TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** The visitor's answer on this device; none yet: null. */
export function readConsent(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Consent | null {
  const value = storage?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function saveConsent(consent: Consent, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  storage?.setItem(CONSENT_KEY, consent);
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (private mode, blocked cookies)
  }
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Adds gtag.js for `id` once (its queue set up by this script: the Content-Security-Policy
 * allows no inline script). */
export function loadTag(id: string, doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || !id || doc.querySelector(`script[data-analytics="${id}"]`)) return;
  win.dataLayer = win.dataLayer ?? [];
  const queue = win.dataLayer;
  // gtag.js reads the `arguments` objects it finds in the queue.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_URL}?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = id;
  doc.head.append(script);
}
