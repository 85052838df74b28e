import { useId, useState, type ComponentProps } from 'react';
import { Input, Radio, RadioGroup, Select, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SellerApplicationDocument, useApplyAsSellerMutation } from '../../../graphql/sellers.generated';
import { Form } from '../../../shared/ui/form';
import { useApplicationForm } from '../../../shared/ui/application-form';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { useNotify } from '../../../shared/ui/notify';
import { useLanguages } from '../../preferences';
import {
  DELIVERY_TIME_UNITS,
  SELLER_LIMITS,
  SHOP_TYPES,
  emptySellerForm,
  formFieldOf,
  toSellerInput,
  validateSellerForm,
  type SellerField,
  type SellerFormValues,
} from '../lib/seller-form';

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
  group: { display: 'grid', rowGap: tokens.spacingVerticalXS, gridColumn: '1 / -1' },
  groupLabel: { fontWeight: tokens.fontWeightSemibold },
  // From and To side by side, the unit below them on phones and beside them from 576px.
  delivery: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
    '@media (min-width: 576px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  // Grid items keep their content's width unless told otherwise: a long message must wrap, not overflow.
  cell: { minWidth: 0 },
  // A number input's intrinsic width (~200px) would push a narrow column out of the card.
  narrowInput: { minWidth: 0 },
  unit: { gridColumn: '1 / -1', '@media (min-width: 576px)': { gridColumn: 'auto' } },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The seller application (POST /dashboard/user/shops): shop name and address in the current
 * language, description, type, delivery time and phone. Checked before the call; the api's
 * field errors show under their fields, anything else as a toast. The answer is written into
 * the cached `sellerApplication`, so the page shows its status without another request.
 */
export function SellerApplicationForm({ onAlreadyApplied }: { onAlreadyApplied?: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const locale = i18n.language;
  const language = useLanguages().find((l) => l.locale === locale)?.title ?? locale;
  const deliveryId = useId();
  const [values, setValues] = useState<SellerFormValues>(emptySellerForm);
  const [apply, { loading }] = useApplyAsSellerMutation({
    update(cache, { data }) {
      const applied = data?.applyAsSeller;
      if (!applied) return;
      cache.writeQuery({
        query: SellerApplicationDocument,
        data: { sellerApplication: applied },
      });
    },
  });
  const { formRef, onSubmit, field } = useApplicationForm<SellerField>({ validate: () => validateSellerForm(values), fieldOf: formFieldOf, onAlreadyApplied });

  const set = (field: SellerField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const send = async () => {
    await apply({ variables: { input: toSellerInput(values, locale) } });
    notify.success(t('seller.sent'));
  };
  const text = (name: 'title' | 'address' | 'phone' | 'delivery_time_from' | 'delivery_time_to', props: Partial<ComponentProps<typeof Input>> = {}) => (
    <Input name={name} value={values[name]} onChange={(_, data) => set(name)(data.value)} {...props} />
  );

  return (
    <Card title={t('seller.formTitle')}>
      <Form ref={formRef} className={styles.form} onSubmit={onSubmit(send)} aria-label={t('seller.formTitle')}>
        <Text className={styles.intro}>
          {t('seller.intro')} {t('seller.textsIn', { language })}
        </Text>
        <div className={styles.fields}>
          {field('title', t('seller.shopTitle'), text('title', { maxLength: SELLER_LIMITS.title.maxLength, autoComplete: 'organization' }), { required: true })}
          {field('address', t('seller.address'), text('address', { maxLength: SELLER_LIMITS.address.maxLength, autoComplete: 'street-address' }), {
            required: true,
          })}
          {field(
            'description',
            t('seller.description'),
            <Textarea
              name="description"
              value={values.description}
              maxLength={SELLER_LIMITS.description.maxLength}
              resize="vertical"
              onChange={(_, data) => set('description')(data.value)}
            />,
            { className: styles.wide },
          )}
          {field(
            'type',
            t('seller.type'),
            <RadioGroup name="type" layout="horizontal" value={values.type} onChange={(_, data) => set('type')(data.value)}>
              {SHOP_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`seller.types.${type}`)} />
              ))}
            </RadioGroup>,
            { required: true },
          )}
          {field('phone', t('seller.phone'), text('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' }))}
          <div className={styles.group} role="group" aria-labelledby={deliveryId}>
            <Text id={deliveryId} className={styles.groupLabel}>
              {t('seller.deliveryTime')}
            </Text>
            <div className={styles.delivery}>
              {field('delivery_time_from', t('seller.deliveryFrom'), text('delivery_time_from', { type: 'number', min: 0, inputMode: 'decimal', className: styles.narrowInput }), {
                required: true,
                className: styles.cell,
              })}
              {field('delivery_time_to', t('seller.deliveryTo'), text('delivery_time_to', { type: 'number', min: 0, inputMode: 'decimal', className: styles.narrowInput }), {
                required: true,
                className: styles.cell,
              })}
              {field(
                'delivery_time_type',
                t('seller.deliveryUnit'),
                <Select name="delivery_time_type" value={values.delivery_time_type} onChange={(_, data) => set('delivery_time_type')(data.value)}>
                  {DELIVERY_TIME_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`seller.units.${unit}`)}
                    </option>
                  ))}
                </Select>,
                { className: mergeClasses(styles.cell, styles.unit) },
              )}
            </div>
          </div>
        </div>
        <div className={styles.actions}>
          <PrimaryButton type="submit" loading={loading}>
            {t('seller.submit')}
          </PrimaryButton>
        </div>
      </Form>
    </Card>
  );
}
