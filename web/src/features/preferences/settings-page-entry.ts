// Lazy entry point of /settings (a public face of the feature, like index.ts): the preferences
// hooks load with the shell, the settings page only when it is opened.
export { SettingsPage as default } from './components/settings-page';
