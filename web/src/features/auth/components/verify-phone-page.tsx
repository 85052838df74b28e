import { useState, type FormEvent } from 'react';
import { Field, Text } from '@fluentui/react-components';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useVerifyPhoneMutation } from '../../../graphql/auth.generated';
import { STARTS_SESSION } from '../../../shared/lib/apollo/session-links';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { useSession } from '../../../shared/lib/session';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { RouteLink } from '../../../shared/ui/route-link';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useReferralParam } from '../hooks/use-referral-param';
import { useReturnTarget } from '../hooks/use-return-target';
import { useResendCode, useSentCode } from '../hooks/use-sent-code';
import { formErrors, translateKeys } from '../lib/form-errors';
import { afterSignInPath, validateCode, withRedirect, withReferral } from '../lib/sign-up';
import { CodeInput } from './code-input';
import { CodeSentNote } from './code-sent-note';
import { ResendCodeButton } from './resend-code-button';
import { useAuthFormStyles } from './auth-form-styles';

/** /verify-phone?verifyId=…: the sign-up's SMS code → the account is created and
 * signed in → `redirect` (or home; /update-details first for an account without a name). Going
 * back to /register keeps the `redirect` and the `referral` code. */
export function VerifyPhonePage() {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const target = useReturnTarget();
  const registerPath = withReferral(withRedirect('/register', target), useReferralParam());
  const finishSignIn = useFinishSignIn();
  const { signedIn, user } = useSession();
  const { verifyId, phone, show } = useSentCode();
  const resend = useResendCode(verifyId, (sent) => show(sent));
  const [verify, { loading }] = useVerifyPhoneMutation({ context: STARTS_SESSION });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, { verifyCode: validateCode(code) });
    setError(invalid.verifyCode);
    if (invalid.verifyCode) return;
    try {
      const { data } = await verify({ variables: { input: { verifyId, verifyCode: code } } });
      const session = data?.verifyPhone;
      if (!session) throw new Error('empty verify answer');
      finishSignIn(session.user, target);
    } catch (failure) {
      const { fields, toast } = formErrors(t, apiErrorOf(failure), ['verifyCode']);
      setError(fields.verifyCode);
      if (toast) notify.error(toast);
    }
  };

  if (signedIn) return <Navigate to={afterSignInPath(user, target)} replace />;

  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.verifyTitle')}
      </Text>
      {verifyId ? (
        <>
          <CodeSentNote phone={phone} />
          <Form className={styles.form} onSubmit={onSubmit}>
            <Field label={t('auth.code')} validationMessage={error} validationState={error ? 'error' : 'none'} required>
              <CodeInput value={code} onValue={setCode} />
            </Field>
            <PrimaryButton type="submit" loading={loading} className={styles.submit}>
              {t('auth.verify')}
            </PrimaryButton>
          </Form>
          <div className={styles.actions}>
            <ResendCodeButton onResend={resend} />
            <RouteLink to={registerPath}>{t('auth.changePhone')}</RouteLink>
          </div>
        </>
      ) : (
        <Text as="p" className={styles.intro}>
          {t('auth.noCode')} <RouteLink inline to={registerPath}>{t('auth.register')}</RouteLink>
        </Text>
      )}
    </main>
  );
}

export default VerifyPhonePage;
