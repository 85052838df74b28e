import type { ComponentProps } from 'react';
import { Input, Radio, RadioGroup, Select, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CourierApplicationDocument, useApplyAsCourierMutation } from '../../../graphql/couriers.generated';
import { useProfile } from '../../../shared/lib/session/use-profile';
import { usePrefilledValues } from '../../../shared/lib/forms/use-prefilled-values';
import { useApplicationForm } from '../../../shared/ui/application-form';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Form } from '../../../shared/ui/form';
import { useNotify } from '../../../shared/ui/notify';
import {
  AVAILABILITIES,
  COURIER_LIMITS,
  VEHICLES,
  courierFieldOf,
  emptyCourierForm,
  toCourierInput,
  validateCourierForm,
  type CourierField,
  type CourierFormValues,
} from '../lib/courier-form';

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
  // Grid items keep their content's width unless told otherwise: four radios must wrap on a phone.
  cell: { minWidth: 0 },
  radios: { flexWrap: 'wrap' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** The name and phone of the account, to start from. */
function useAccountValues(): CourierFormValues {
  const { user } = useProfile();
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  return { ...emptyCourierForm, name, phone: user?.phone ?? '' };
}

/**
 * The courier application (POST /dashboard/user/courier-application): name, phone, city, vehicle,
 * availability and a note. The seller application's form pieces: checked before the call, the
 * api's field errors under their fields, anything else as a toast. The answer is written into the
 * cached `courierApplication`, so the page shows its status without another request.
 */
export function CourierApplicationForm({ onAlreadyApplied }: { onAlreadyApplied?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const accountValues = useAccountValues();
  const [values, setValues] = usePrefilledValues<CourierFormValues>(accountValues);
  const [apply, { loading }] = useApplyAsCourierMutation({
    update(cache, { data }) {
      const applied = data?.applyAsCourier;
      if (!applied) return;
      cache.writeQuery({
        query: CourierApplicationDocument,
        data: { courierApplication: applied },
      });
    },
  });
  const { formRef, onSubmit, field } = useApplicationForm<CourierField>({ validate: () => validateCourierForm(values), fieldOf: courierFieldOf, onAlreadyApplied });

  const set = (name: CourierField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const send = async () => {
    await apply({ variables: { input: toCourierInput(values) } });
    notify.success(t('couriers.sent'));
  };
  const text = (name: 'name' | 'phone' | 'city', props: Partial<ComponentProps<typeof Input>> = {}) => (
    <Input name={name} value={values[name]} onChange={(_, data) => set(name)(data.value)} {...props} />
  );

  return (
    <Card title={t('couriers.formTitle')}>
      <Form ref={formRef} className={styles.form} onSubmit={onSubmit(send)} aria-label={t('couriers.formTitle')}>
        <Text className={styles.intro}>{t('couriers.intro')}</Text>
        <div className={styles.fields}>
          {field('name', t('couriers.name'), text('name', { maxLength: COURIER_LIMITS.name.maxLength, autoComplete: 'name' }), { required: true })}
          {field('phone', t('couriers.phone'), text('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' }), { required: true })}
          {field('city', t('couriers.city'), text('city', { maxLength: COURIER_LIMITS.city.maxLength, autoComplete: 'address-level2' }), { required: true })}
          {field(
            'vehicle',
            t('couriers.vehicle'),
            <Select name="vehicle" value={values.vehicle} onChange={(_, data) => set('vehicle')(data.value)}>
              <option value="" disabled>—</option>
              {VEHICLES.map((vehicle) => <option key={vehicle} value={vehicle}>{t(`couriers.vehicles.${vehicle}`)}</option>)}
            </Select>,
            { required: true },
          )}
          {field(
            'availability',
            t('couriers.availability'),
            <RadioGroup name="availability" layout="horizontal" className={styles.radios} value={values.availability} onChange={(_, data) => set('availability')(data.value)}>
              {AVAILABILITIES.map((a) => <Radio key={a} value={a} label={t(`couriers.availabilities.${a}`)} />)}
            </RadioGroup>,
            { required: true, className: mergeClasses(styles.wide, styles.cell) },
          )}
          {field(
            'note',
            t('couriers.note'),
            <Textarea name="note" value={values.note} maxLength={COURIER_LIMITS.note.maxLength} resize="vertical" onChange={(_, data) => set('note')(data.value)} />,
            { className: styles.wide },
          )}
        </div>
        <div className={styles.actions}>
          <PrimaryButton type="submit" loading={loading}>{t('couriers.submit')}</PrimaryButton>
        </div>
      </Form>
    </Card>
  );
}
