import { useMemo, useState, type ComponentProps, type FormEvent, type ReactElement } from 'react';
import { Field, Input, Text } from '@fluentui/react-components';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRegisterMutation } from '../../../graphql/auth.generated';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { useSession } from '../../../shared/lib/session';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { RouteLink } from '../../../shared/ui/route-link';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useReferralParam } from '../hooks/use-referral-param';
import { useReturnTarget } from '../hooks/use-return-target';
import { formErrors, translateKeys } from '../lib/form-errors';
import { referralRefusal } from '../lib/referral-errors';
import {
  afterSignInPath,
  toRegisterInput,
  validateRegister,
  withRedirect,
  withReferral,
  type RegisterField,
  type RegisterValues,
} from '../lib/sign-up';
import { FirebaseSignIn } from './firebase-sign-in';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthFormStyles } from './auth-form-styles';

const FIELDS: readonly RegisterField[] = ['firstname', 'lastname', 'email', 'phone', 'password', 'password_confirmation', 'referral'];
const EMPTY: RegisterValues = { firstname: '', lastname: '', email: '', phone: '', password: '', password_confirmation: '', referral: '' };

/** /register: the sign-up → an SMS code → /verify-phone?verifyId=…, which creates
 * the account. The `redirect` and the friend's referral code (`?referral=`, prefilled) go along. */
export function RegisterPage() {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const target = useReturnTarget();
  const { signedIn, user } = useSession();
  const [register, { loading }] = useRegisterMutation();
  const referralParam = useReferralParam();
  const [values, setValues] = useState<RegisterValues>(() => ({ ...EMPTY, referral: referralParam }));
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const firebaseReferral = useMemo(() => ({ code: values.referral, onRefused: (referral: string) => setErrors({ referral }) }), [values.referral]);

  // A refusal of the referral code is known by its code (ERROR_472/474), shown under its field.
  const showFailure = (error: unknown) => {
    const apiError = apiErrorOf(error);
    const referral = referralRefusal(t, apiError);
    if (referral) {
      setErrors({ referral });
      return;
    }
    const { fields, toast } = formErrors(t, apiError, FIELDS);
    setErrors(fields);
    if (toast) notify.error(toast);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, validateRegister(values));
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      const { data } = await register({ variables: { input: toRegisterInput(values) } });
      const sent = data?.register;
      if (!sent) throw new Error('empty sign-up answer');
      navigate(withReferral(withRedirect(`/verify-phone?verifyId=${encodeURIComponent(sent.verifyId)}`, target), values.referral), {
        state: { verifyId: sent.verifyId, phone: sent.phone },
      });
    } catch (error) {
      showFailure(error);
    }
  };

  if (signedIn) return <Navigate to={afterSignInPath(user, target)} replace />;

  const field = (name: RegisterField, label: string, control: ReactElement, { required = false, hint }: { required?: boolean; hint?: string } = {}) => (
    <Field label={label} hint={hint} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'} required={required}>
      {control}
    </Field>
  );
  const input = (name: RegisterField, props: Partial<ComponentProps<typeof Input>> = {}) => ({
    name,
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => setValues((v) => ({ ...v, [name]: data.value })),
    ...props,
  });

  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.register')}
      </Text>
      <Form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.pair}>
          {field('firstname', t('profile.firstname'), <Input {...input('firstname', { autoComplete: 'given-name' })} />, { required: true })}
          {field('lastname', t('profile.lastname'), <Input {...input('lastname', { autoComplete: 'family-name' })} />)}
        </div>
        {field('email', t('profile.email'), <Input {...input('email', { type: 'email', autoComplete: 'email', dir: 'ltr' })} />)}
        {field('phone', t('profile.phone'), <Input {...input('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })} />, {
          required: true,
          hint: t('auth.phoneHint'),
        })}
        {field('password', t('auth.password'), <PasswordInput {...input('password', { autoComplete: 'new-password' })} />, { required: true })}
        <PasswordStrengthMeter password={values.password} known={{ firstname: values.firstname, lastname: values.lastname, email: values.email, phone: values.phone }} />
        {field(
          'password_confirmation',
          t('auth.confirmPassword'),
          <PasswordInput {...input('password_confirmation', { autoComplete: 'new-password' })} />,
          { required: true },
        )}
        {field('referral', t('auth.referral'), <Input {...input('referral', { autoComplete: 'off', dir: 'ltr' })} />, { hint: t('auth.referralHint') })}
        <PrimaryButton type="submit" loading={loading} className={styles.submit}>
          {t('auth.createAccount')}
        </PrimaryButton>
      </Form>
      <FirebaseSignIn target={target} referral={firebaseReferral} />
      <Text>
        {t('auth.haveAccount')} <RouteLink inline to={withReferral(withRedirect('/login', target), values.referral)}>{t('auth.submit')}</RouteLink>
      </Text>
    </main>
  );
}

export default RegisterPage;
