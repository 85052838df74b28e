import { useMemo } from 'react';
import type { SiteSettings } from '../../../shared/types/catalogue';
import { useSettingsQuery } from '../../../graphql/generated';

/** The api's `[{key, value}]` settings list folded into one object. */
export function settingsToObject(list: ReadonlyArray<{ key?: string | null; value?: string | null }> | null | undefined): SiteSettings {
  const out: Record<string, string | null> = {};
  for (const s of list ?? []) if (s.key) out[s.key] = s.value ?? null;
  return out;
}

/** "1", "true" or true: the way the api marks a flag setting such as referral_active. */
export function isSettingOn(value: string | boolean | null | undefined): boolean {
  return value === true || value === '1' || value === 'true';
}

/** The site settings (footer, referral flag, payment types, ...) as one object. */
export function useSiteSettings(): SiteSettings {
  const { data } = useSettingsQuery();
  const list = data?.settings;
  return useMemo(() => settingsToObject(list), [list]);
}
