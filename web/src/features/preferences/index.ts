export { PreferencesPanel } from './components/preferences-panel';
export { SettingsPage } from './components/settings-page';
export { LanguageSwitch, CurrencySwitch, ThemeToggle } from './components/preference-controls';
export { useLanguages, BUILT_IN_LANGUAGES } from './hooks/use-languages';
export { useCurrencies } from './hooks/use-currencies';
export { useCurrencyChoice, resolveCurrencies, toStoredCurrency } from './hooks/use-currency-choice';
export { useTheme } from './hooks/use-theme';
export { useLanguage } from './hooks/use-language';
