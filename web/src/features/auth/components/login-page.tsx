import { useState, type FormEvent } from 'react';
import { Field, Input, Text } from '@fluentui/react-components';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoginMutation } from '../../../graphql/auth.generated';
import { STARTS_SESSION } from '../../../shared/lib/apollo/session-links';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError, translateFieldErrors } from '../../../shared/lib/i18n/api-messages';
import { useSession } from '../../../shared/lib/session';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { RouteLink } from '../../../shared/ui/route-link';
import { useNotify } from '../../../shared/ui/notify';
import { toLoginInput, validateLogin, type LoginField } from '../lib/login-input';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useReferralParam } from '../hooks/use-referral-param';
import { useReturnTarget } from '../hooks/use-return-target';
import { afterSignInPath, withRedirect, withReferral } from '../lib/sign-up';
import { FirebaseSignIn } from './firebase-sign-in';
import { PasswordInput } from './password-input';
import { PhoneCodeSignIn } from './phone-code-sign-in';
import { useAuthFormStyles } from './auth-form-styles';

/** /login: e-mail or phone and password; with firebase configured also Google,
 * Facebook, Apple and a phone code. */
export function LoginPage() {
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const target = useReturnTarget();
  const referral = useReferralParam(); // kept on the way back to /register
  const finishSignIn = useFinishSignIn();
  const [login, { loading }] = useLoginMutation({ context: STARTS_SESSION });
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [byPhoneCode, setByPhoneCode] = useState(false);
  const { signedIn, user } = useSession();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(identifier, password);
    const messages = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key, { ns: 'errors' })]));
    setErrors(messages);
    if (Object.keys(messages).length) return;
    try {
      const { data } = await login({ variables: { input: toLoginInput(identifier, password) } });
      const session = data?.login;
      if (!session) throw new Error('empty login answer');
      finishSignIn(session.user, target);
    } catch (error) {
      const apiError = apiErrorOf(error);
      const fields = translateFieldErrors(t, apiError);
      const identifier = fields.email ?? fields.phone;
      setErrors({ ...(identifier ? { identifier } : {}), ...(fields.password ? { password: fields.password } : {}) });
      notify.error(translateApiError(t, apiError));
    }
  };

  if (signedIn) return <Navigate to={afterSignInPath(user, target)} replace />;

  if (byPhoneCode) {
    return (
      <main className={styles.card}>
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          {t('auth.loginTitle')}
        </Text>
        <PhoneCodeSignIn target={target} onCancel={() => setByPhoneCode(false)} />
      </main>
    );
  }

  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.loginTitle')}
      </Text>
      <Form className={styles.form} onSubmit={onSubmit}>
        <Field
          label={t('auth.identifier')}
          hint={t('auth.identifierHint')}
          validationMessage={errors.identifier}
          validationState={errors.identifier ? 'error' : 'none'}
          required
        >
          <Input
            name="login"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            value={identifier}
            onChange={(_, data) => setIdentifier(data.value)}
          />
        </Field>
        <Field
          label={t('auth.password')}
          validationMessage={errors.password}
          validationState={errors.password ? 'error' : 'none'}
          required
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <PrimaryButton type="submit" loading={loading} className={styles.submit}>
          {t('auth.submit')}
        </PrimaryButton>
      </Form>
      <FirebaseSignIn target={target} onPhone={() => setByPhoneCode(true)} />
      <div className={styles.links}>
        <RouteLink to="/reset-password">{t('auth.forgotPassword')}</RouteLink>
        <Text>
          {t('auth.noAccount')} <RouteLink inline to={withReferral(withRedirect('/register', target), referral)}>{t('auth.register')}</RouteLink>
        </Text>
      </div>
    </main>
  );
}

export default LoginPage;
