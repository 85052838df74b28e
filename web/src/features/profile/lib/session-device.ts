import type { TFunction } from 'i18next';

/** What the api tells of a session's device (from its User-Agent). */
export interface SessionDevice {
  browser?: string | null;
  os?: string | null;
}

/** "Chrome on Android" in the reader's language (browser and system names are not translated),
 * the one the api recognised, else "Unknown device". */
export function sessionDeviceLabel(t: TFunction, { browser, os }: SessionDevice): string {
  if (browser && os) return t('sessions.deviceOn', { browser, os });
  return browser || os || t('sessions.unknownDevice');
}
