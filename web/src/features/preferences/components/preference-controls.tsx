import type { ReactNode } from 'react';
import { Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../hooks/use-currencies';
import type { Language } from '../hooks/use-languages';

const useStyles = makeStyles({ root: { display: 'grid', rowGap: tokens.spacingVerticalM } });

export function LanguageSwitch({
  languages,
  value,
  onChange,
}: {
  languages: ReadonlyArray<Language>;
  value: string;
  onChange: (locale: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('preferences.language')}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        {languages.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.title ?? l.locale}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CurrencySwitch({
  currencies,
  selectedId,
  onChange,
}: {
  currencies: ReadonlyArray<Currency>;
  selectedId: number | null;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useTranslation();
  if (currencies.length === 0) return null;
  return (
    <Field label={t('preferences.currency')}>
      <Select
        value={selectedId == null ? '' : String(selectedId)}
        onChange={(_, data) => {
          const c = currencies.find((x) => String(x.id) === data.value);
          if (c) onChange(c);
        }}
      >
        {currencies.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.title ? `${c.title} (${c.symbol ?? ''})` : (c.symbol ?? String(c.id))}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function ThemeToggle({ theme, onToggle }: { theme: 'light' | 'dark'; onToggle: () => void }) {
  const { t } = useTranslation();
  return <Switch checked={theme === 'dark'} onChange={onToggle} label={t('preferences.darkTheme')} />;
}

export function PreferenceGroup({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.root}>{children}</div>;
}
