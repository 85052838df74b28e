import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../graphql/limits.generated';
import { Form } from '../../../shared/ui/form';
import { Card } from '../../../shared/ui/card';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  grow: { minWidth: 0 },
  input: { minWidth: 0, width: '100%' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  applied: { color: tokens.colorPaletteGreenForeground1 },
  pending: { color: tokens.colorNeutralForeground3 },
});

/** A coupon code, applied by the server's calculation: said applied once a calculation with it has
 * answered (`checked`), refused with the server's error, and waiting while no calculation can run
 * yet (a delivery with no address) or one is on its way. */
export function CouponSection({ coupon, error, checked, onChange }: { coupon: string; error?: string; checked: boolean; onChange: (code: string) => void }) {
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
        <Text className={mergeClasses(styles.status, checked ? styles.applied : styles.pending)} role="status">
          {t(checked ? 'checkout.couponApplied' : 'checkout.couponPending', { code: coupon })}
          <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('checkout.removeCoupon')} onClick={() => { setCode(''); onChange(''); }} />
        </Text>
      )}
    </Card>
  );
}
