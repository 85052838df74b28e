export { useSiteSettings, settingsToObject, isSettingOn } from './hooks/use-site-settings';
