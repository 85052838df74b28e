import { useState, type FormEvent, type ReactElement } from 'react';
import { Field, Input, Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../../../graphql/auth.generated';
import { STARTS_SESSION } from '../../../shared/lib/apollo/session-links';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { RouteLink } from '../../../shared/ui/route-link';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useReturnTarget } from '../hooks/use-return-target';
import { useResendCode, useSentCode } from '../hooks/use-sent-code';
import { formErrors, translateKeys } from '../lib/form-errors';
import { validateNewPassword } from '../lib/login-input';
import { phoneDigits, validateCode, validatePhone } from '../lib/sign-up';
import { CodeInput } from './code-input';
import { CodeSentNote } from './code-sent-note';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { ResendCodeButton } from './resend-code-button';
import { useAuthFormStyles } from './auth-form-styles';

type Field = 'phone' | 'verifyCode' | 'password' | 'password_confirmation';
const CODE_FIELDS: readonly Field[] = ['verifyCode', 'password', 'password_confirmation'];

/** /reset-password: the account's phone → an SMS code (`?verifyId=`, same page) →
 * the code and a new password → signed in (other sessions end) → toast → home. */
export function ResetPasswordPage() {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const target = useReturnTarget();
  const finishSignIn = useFinishSignIn();
  const { verifyId, phone: maskedPhone, show, clear } = useSentCode();
  const resend = useResendCode(verifyId, (sent) => show(sent));
  const [forgot, { loading: sending }] = useForgotPasswordMutation();
  const [reset, { loading: saving }] = useResetPasswordMutation({ context: STARTS_SESSION });
  const [values, setValues] = useState({ phone: '', verifyCode: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const fail = (error: unknown, fields: readonly Field[]) => {
    const shown = formErrors(t, apiErrorOf(error), fields);
    setErrors(shown.fields);
    if (shown.toast) notify.error(shown.toast);
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, { phone: validatePhone(values.phone) });
    setErrors(invalid);
    if (invalid.phone) return;
    try {
      const { data } = await forgot({ variables: { input: { phone: phoneDigits(values.phone) } } });
      const sent = data?.forgotPassword;
      if (!sent) throw new Error('empty forgot-password answer');
      show(sent, false); // a new history entry: Back returns to the phone step
    } catch (error) {
      fail(error, ['phone']);
    }
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, {
      verifyCode: validateCode(values.verifyCode),
      ...validateNewPassword(values.password, values.password_confirmation),
    });
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      const { data } = await reset({
        variables: {
          input: { verifyId, verifyCode: values.verifyCode, password: values.password, password_confirmation: values.password_confirmation },
        },
      });
      const session = data?.resetPassword;
      if (!session) throw new Error('empty reset answer');
      notify.success(t('auth.passwordUpdated'));
      finishSignIn(session.user, target);
    } catch (error) {
      fail(error, CODE_FIELDS);
    }
  };

  const field = (name: Field, label: string, control: ReactElement, hint?: string) => (
    <Field label={label} hint={hint} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'} required>
      {control}
    </Field>
  );
  const password = (name: 'password' | 'password_confirmation', label: string) =>
    field(name, label, <PasswordInput name={name} autoComplete="new-password" value={values[name]} onChange={(_, d) => set(name)(d.value)} />);

  const changePhone = () => {
    setErrors({});
    setValues((v) => ({ ...v, verifyCode: '' }));
    clear();
  };

  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.resetTitle')}
      </Text>
      {verifyId ? (
        <>
          <CodeSentNote phone={maskedPhone} />
          <Form className={styles.form} onSubmit={onReset}>
            {field('verifyCode', t('auth.code'), <CodeInput value={values.verifyCode} onValue={set('verifyCode')} />)}
            {password('password', t('auth.newPassword'))}
            <PasswordStrengthMeter password={values.password} />
            {password('password_confirmation', t('auth.confirmPassword'))}
            <PrimaryButton type="submit" loading={saving} className={styles.submit}>
              {t('auth.savePassword')}
            </PrimaryButton>
          </Form>
          <div className={styles.actions}>
            <ResendCodeButton onResend={resend} />
            <Link as="button" type="button" onClick={changePhone}>
              {t('auth.changePhone')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <Text as="p" className={styles.intro}>
            {t('auth.resetIntro')}
          </Text>
          <Form className={styles.form} onSubmit={onSend}>
            {field(
              'phone',
              t('profile.phone'),
              <Input name="phone" type="tel" autoComplete="tel" dir="ltr" value={values.phone} onChange={(_, d) => set('phone')(d.value)} />,
              t('auth.phoneHint'),
            )}
            <PrimaryButton type="submit" loading={sending} className={styles.submit}>
              {t('auth.sendCode')}
            </PrimaryButton>
          </Form>
        </>
      )}
      <div className={styles.links}>
        <RouteLink to="/login">{t('auth.submit')}</RouteLink>
      </div>
    </main>
  );
}

export default ResetPasswordPage;
