import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactElement } from 'react';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation } from '../../../graphql/profile.generated';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { formRefusal } from '../../../shared/lib/i18n/api-messages';
import { useSession, type SessionUser } from '../../../shared/lib/session';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { movesIdentifiers, profileFormValues, toProfileInput, validateProfile, type ProfileField, type ProfileFormValues } from '../lib/profile-form';
import { PasswordInput } from '../../auth';
import type { PhoneCode } from './phone-verification';

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalL },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const today = () => new Date().toISOString().slice(0, 10);

export interface ProfileDetailsFormProps {
  user: SessionUser | null;
  /** A new phone was asked for: the code texted to it, for `pending_phone`. */
  onPhoneCode?: (number: string, code: PhoneCode) => void;
}

/** The profile's details; the api's field errors show under their fields, translated. */
export function ProfileDetailsForm({ user, onPhoneCode }: ProfileDetailsFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { updateUser } = useSession();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [oldPassword, setOldPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ProfileField | 'old_password', string>>>({});
  const dirty = useRef(false);
  // An account made by a firebase sign-in has no password: a recent sign-in is its proof.
  const asksPassword = user?.empty_p === false && (movesIdentifiers(values, user) || Boolean(errors.old_password));

  // A fresher profile from the api replaces the values until the user starts editing.
  useEffect(() => {
    if (!dirty.current) setValues(profileFormValues(user));
  }, [user]);

  const set = (field: ProfileField) => (value: string) => {
    dirty.current = true;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = { ...validateProfile(values), ...(asksPassword && !oldPassword ? { old_password: 'required' } : {}) };
    const messages = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key, { ns: 'errors' })]));
    setErrors(messages);
    if (Object.keys(messages).length) return;
    try {
      const proof = asksPassword ? { old_password: oldPassword } : {};
      const { data } = await updateProfile({ variables: { input: { ...toProfileInput(values), ...proof } } });
      const saved = data?.updateProfile?.user;
      const phoneCode = data?.updateProfile?.phone_code;
      if (saved) {
        updateUser(saved);
        dirty.current = false;
        setValues(profileFormValues(saved));
        setOldPassword('');
      }
      if (saved?.pending_phone && phoneCode) onPhoneCode?.(saved.pending_phone, phoneCode);
      // A new address or number is the account's only once proven: say where the link or code went.
      const asked = saved?.pending_email && saved.pending_email !== user?.pending_email ? saved.pending_email : null;
      if (asked) notify.success(t('profile.emailPendingSent', { email: asked }));
      if (phoneCode) notify.success(t('profile.phonePendingSent', { phone: `\u2066${phoneCode.phone}\u2069` }));
      if (!asked && !phoneCode) notify.success(t('profile.saved'));
    } catch (error) {
      // Under the fields it is about, else a toast (not both: the toast would repeat the field).
      const refusal = formRefusal(t, apiErrorOf(error), [...(Object.keys(values) as ProfileField[]), 'old_password' as const]);
      setErrors(refusal.fields);
      if (refusal.toast) notify.error(refusal.toast);
    }
  };

  const field = (name: ProfileField | 'old_password', label: string, control: ReactElement, required = false, hint?: string) => (
    <Field label={label} hint={hint} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'} required={required}>
      {control}
    </Field>
  );
  const text = (name: Exclude<ProfileField, 'gender'>, props: Partial<ComponentProps<typeof Input>> = {}) => (
    <Input name={name} value={values[name]} onChange={(_, data) => set(name)(data.value)} {...props} />
  );

  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-label={t('profile.details')}>
      <div className={styles.fields}>
        {field('firstname', t('profile.firstname'), text('firstname', { autoComplete: 'given-name' }), true)}
        {field('lastname', t('profile.lastname'), text('lastname', { autoComplete: 'family-name' }))}
        {field('email', t('profile.email'), text('email', { type: 'email', autoComplete: 'email', dir: 'ltr' }))}
        {field('phone', t('profile.phone'), text('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' }))}
        {field('birthday', t('profile.birthday'), text('birthday', { type: 'date', max: today() }))}
        {field(
          'gender',
          t('profile.gender'),
          <Select name="gender" value={values.gender} onChange={(_, data) => set('gender')(data.value)}>
            <option value="">{t('profile.genderNone')}</option>
            <option value="male">{t('profile.male')}</option>
            <option value="female">{t('profile.female')}</option>
          </Select>,
        )}
        {asksPassword && field(
          'old_password',
          t('auth.currentPassword'),
          <PasswordInput name="old_password" autoComplete="current-password" value={oldPassword} onChange={(_, data) => setOldPassword(data.value)} />,
          true,
          t('profile.identifierProof'),
        )}
      </div>
      <div className={styles.actions}>
        <PrimaryButton type="submit" loading={loading}>
          {t('profile.save')}
        </PrimaryButton>
      </div>
    </Form>
  );
}
