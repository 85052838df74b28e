import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../graphql/limits.generated';
import { Form } from '../../../shared/ui/form';
import { Card } from '../../../shared/ui/card';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  grow: { minWidth: 0 },
  input: { minWidth: 0, width: '100%' },
  applied: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteGreenForeground1 },
});

/** A coupon code, applied by the server's calculation (which says when it is not valid). */
export function CouponSection({ coupon, error, onChange }: { coupon: string; error?: string; onChange: (code: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [code, setCode] = useState(coupon);
  const apply = () => onChange(code.trim().toUpperCase());

  return (
    <Card title={t('checkout.coupon')}>
      <Form className={styles.row} onSubmit={(event) => { event.preventDefault(); apply(); }}>
        <Field className={styles.grow} label={t('checkout.couponPlaceholder')} validationMessage={coupon ? error : undefined}>
          <Input className={styles.input} value={code} maxLength={LIMITS.calculateCart.coupon.maxLength} onChange={(_, d) => setCode(d.value)} />
        </Field>
        <Button type="submit" disabled={!code.trim()}>{t('checkout.apply')}</Button>
      </Form>
      {coupon && !error && (
        <Text className={styles.applied}>
          {t('checkout.couponApplied', { code: coupon })}
          <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('checkout.removeCoupon')} onClick={() => { setCode(''); onChange(''); }} />
        </Text>
      )}
    </Card>
  );
}
