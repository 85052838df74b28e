import { useState } from 'react';
import { Field, Input, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { TIP_PERCENTS, tipOf } from '../lib/checkout-form';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** No tip, a share of the subtotal, or an amount of the customer's own. */
export function TipSection({ subtotal, tip, error, onChange }: { subtotal: number; tip: number; error?: string; onChange: (tip: number) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [custom, setCustom] = useState('');
  const presets = TIP_PERCENTS.map((percent) => ({ percent, amount: tipOf(subtotal, percent) }));
  const chosen = (amount: number) => custom === '' && tip === amount;

  return (
    <Card title={t('checkout.tip')}>
      <div className={styles.choices}>
        <ToggleButton checked={chosen(0)} onClick={() => { setCustom(''); onChange(0); }}>{t('checkout.noTip')}</ToggleButton>
        {presets.map(({ percent, amount }) => (
          <ToggleButton key={percent} checked={tip > 0 && chosen(amount)} onClick={() => { setCustom(''); onChange(amount); }}>
            {percent}%&nbsp;·&nbsp;<Money amount={amount} />
          </ToggleButton>
        ))}
      </div>
      <Field label={t('checkout.customTip')} validationMessage={error}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          value={custom}
          onChange={(_, d) => {
            setCustom(d.value);
            const amount = Number(d.value);
            if (d.value === '' || (Number.isFinite(amount) && amount >= 0)) onChange(d.value === '' ? 0 : Math.round(amount * 100) / 100);
          }}
        />
      </Field>
    </Card>
  );
}
