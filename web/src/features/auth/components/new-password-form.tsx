import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useUpdatePasswordMutation } from '../../../graphql/auth.generated';
import { STARTS_SESSION } from '../../../shared/lib/apollo/session-links';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { formRefusal } from '../../../shared/lib/i18n/api-messages';
import { useSession } from '../../../shared/lib/session';
import { useProfile } from '../../../shared/lib/session/use-profile';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { validateNewPassword } from '../lib/login-input';
import { PasswordInput } from './password-input';
import { knownWordsOf, PasswordStrengthMeter } from './password-strength-meter';
import { useAuthFormStyles } from './auth-form-styles';

type Fields = 'old_password' | 'password' | 'password_confirmation';

export interface NewPasswordFormProps {
  /** After the success toast (e.g. go home). */
  onDone?: () => void;
  submitLabel?: ReactNode;
}

/** The current password (when the account has one), a new one and its confirmation → the
 * password update call (/update-password and /profile). */
export function NewPasswordForm({ onDone, submitLabel }: NewPasswordFormProps) {
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { signIn } = useSession();
  const { user } = useProfile();
  const [updatePassword, { loading }] = useUpdatePasswordMutation({ context: STARTS_SESSION });
  // An account made by a firebase sign-in has no password to prove.
  const hasPassword = user?.empty_p === false;
  const [values, setValues] = useState({ old_password: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = { ...(hasPassword && !values.old_password ? { old_password: 'required' } : {}), ...validateNewPassword(values.password, values.password_confirmation) };
    const messages = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key, { ns: 'errors' })]));
    setErrors(messages);
    if (Object.keys(messages).length) return;
    try {
      const { old_password: oldPassword, ...chosen } = values;
      const { data } = await updatePassword({ variables: { input: hasPassword ? { old_password: oldPassword, ...chosen } : chosen } });
      const changed = data?.updatePassword;
      if (changed) signIn(changed.user);
      setValues({ old_password: '', password: '', password_confirmation: '' });
      notify.success(t('auth.passwordUpdated'));
      onDone?.();
    } catch (error) {
      // Under the fields it is about, else a toast (not both: the toast would repeat the field).
      const refusal = formRefusal(t, apiErrorOf(error), Object.keys(values) as Fields[]);
      setErrors(refusal.fields);
      if (refusal.toast) notify.error(refusal.toast);
    }
  };

  const field = (name: Fields, label: string, autoComplete: string) => (
    <Field
      label={label}
      validationMessage={errors[name]}
      validationState={errors[name] ? 'error' : 'none'}
      required
    >
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(_, data) => setValues((v) => ({ ...v, [name]: data.value }))}
      />
    </Field>
  );

  return (
    <Form className={styles.form} onSubmit={onSubmit}>
      {hasPassword && field('old_password', t('auth.currentPassword'), 'current-password')}
      {field('password', t('auth.newPassword'), 'new-password')}
      <PasswordStrengthMeter password={values.password} known={knownWordsOf(user)} />
      {field('password_confirmation', t('auth.confirmPassword'), 'new-password')}
      <PrimaryButton type="submit" loading={loading} className={styles.submit}>
        {submitLabel ?? t('auth.savePassword')}
      </PrimaryButton>
    </Form>
  );
}
