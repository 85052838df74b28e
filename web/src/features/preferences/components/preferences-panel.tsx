import { useLanguages } from '../hooks/use-languages';
import { useCurrencies } from '../hooks/use-currencies';
import { useCurrencyChoice } from '../hooks/use-currency-choice';
import { useLanguage } from '../hooks/use-language';
import { useTheme } from '../hooks/use-theme';
import { CurrencySwitch, LanguageSwitch, PreferenceGroup, ThemeToggle } from './preference-controls';

/** Language, currency and (unless `theme` is false) theme controls wired to the store
 * (side menu, profile). */
export function PreferencesPanel({ theme: withTheme = true }: { theme?: boolean }) {
  const languages = useLanguages();
  const currencies = useCurrencies();
  const { language, setLanguage } = useLanguage();
  const { selectedId, choose } = useCurrencyChoice(currencies);
  const { theme, toggle } = useTheme();
  return (
    <PreferenceGroup>
      <LanguageSwitch languages={languages} value={language} onChange={setLanguage} />
      <CurrencySwitch currencies={currencies} selectedId={selectedId} onChange={choose} />
      {withTheme && <ThemeToggle theme={theme} onToggle={toggle} />}
    </PreferenceGroup>
  );
}
