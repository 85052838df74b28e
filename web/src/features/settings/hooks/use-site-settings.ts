import { useMemo } from 'react';
import { useSettingsQuery, type SettingsQuery } from '../../../graphql/generated';

type Setting = NonNullable<SettingsQuery['settings']>[number];

/** The settings as one key → value object (a key the api does not send is undefined). */
export type SiteSettings = Readonly<Partial<Record<string, Setting['value']>>>;

/** The api's `[{key, value}]` settings list folded into one object. */
export function settingsToObject(list: ReadonlyArray<Pick<Setting, 'key' | 'value'>> | null | undefined): SiteSettings {
  const out: Record<string, string | null> = {};
  for (const s of list ?? []) out[s.key] = s.value;
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
