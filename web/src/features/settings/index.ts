export { useSiteSettings, settingsToObject, isSettingOn, type SiteSettings } from './hooks/use-site-settings';
