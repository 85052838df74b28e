import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Field, Input, Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../shared/ui/form';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useFirebaseExchange } from '../hooks/use-firebase-exchange';
import { sendPhoneCode, type PhoneCodeSent } from '../lib/firebase';
import { firebaseErrorKey, isSignInCancelled } from '../lib/firebase-errors';
import { translateKeys } from '../lib/form-errors';
import { RESEND_SECONDS, phoneDigits, validateCode, validatePhone } from '../lib/sign-up';
import { CodeInput } from './code-input';
import { CodeSentNote } from './code-sent-note';
import { ResendCodeButton } from './resend-code-button';
import { useAuthFormStyles } from './auth-form-styles';

type Fields = 'phone' | 'code';
const PHONE_KEYS = new Set(['phoneInvalid', 'phoneRequired']);
const CODE_KEYS = new Set(['wrongCode', 'codeExpired', 'required']);

export interface PhoneCodeSignInProps {
  target: string;
  /** Back to the password form. */
  onCancel: () => void;
}

/** /login's "Sign in with phone code": phone → invisible reCAPTCHA → firebase texts a
 * code → the code → the firebase ID token → the api's phone callback → signed in. */
export function PhoneCodeSignIn({ target, onCancel }: PhoneCodeSignInProps) {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const exchange = useFirebaseExchange(target);
  const recaptcha = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});

  /** A firebase error under its field, or as a toast; nothing when the user cancelled. */
  const report = (error: unknown, field: Fields, fieldKeys: Set<string>) => {
    if (isSignInCancelled(error)) return;
    const key = firebaseErrorKey(error);
    if (fieldKeys.has(key)) setErrors({ [field]: t(key, { ns: 'errors' }) });
    else notify.error(t(key, { ns: 'errors' }));
  };

  const send = async (): Promise<boolean> => {
    try {
      setSent(await sendPhoneCode(`+${phoneDigits(phone)}`, recaptcha.current!, i18n.language));
      return true;
    } catch (error) {
      report(error, 'phone', PHONE_KEYS);
      return false;
    }
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, { phone: validatePhone(phone) });
    setErrors(invalid);
    if (invalid.phone) return;
    setBusy(true);
    await send();
    setBusy(false);
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = translateKeys(t, { code: validateCode(code) });
    setErrors(invalid);
    if (invalid.code || !sent) return;
    setBusy(true);
    try {
      await exchange('phone', await sent.confirm(code));
    } catch (error) {
      report(error, 'code', CODE_KEYS);
    } finally {
      setBusy(false);
    }
  };

  const changePhone = () => {
    setSent(null);
    setCode('');
    setErrors({});
  };

  const field = (name: Fields, label: string, control: ReactElement, hint?: string) => (
    <Field label={label} hint={hint} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'} required>
      {control}
    </Field>
  );

  return (
    <>
      {sent ? (
        <>
          <CodeSentNote phone={`+${phoneDigits(phone)}`} />
          <Form className={styles.form} onSubmit={onConfirm}>
            {field('code', t('auth.code'), <CodeInput value={code} onValue={setCode} />)}
            <PrimaryButton type="submit" loading={busy} className={styles.submit}>
              {t('auth.submit')}
            </PrimaryButton>
          </Form>
          <div className={styles.actions}>
            <ResendCodeButton onResend={async () => ((await send()) ? RESEND_SECONDS : 0)} />
            <Link as="button" type="button" onClick={changePhone}>
              {t('auth.changePhone')}
            </Link>
          </div>
        </>
      ) : (
        <Form className={styles.form} onSubmit={onSend}>
          {field(
            'phone',
            t('profile.phone'),
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              onChange={(_, data) => setPhone(data.value)}
            />,
            t('auth.phoneHint'),
          )}
          <PrimaryButton type="submit" loading={busy} className={styles.submit}>
            {t('auth.sendCode')}
          </PrimaryButton>
        </Form>
      )}
      <div className={styles.links}>
        <Link as="button" type="button" onClick={onCancel}>
          {t('auth.passwordSignIn')}
        </Link>
        {/* the invisible reCAPTCHA renders here (its badge is fixed to a corner) */}
        <div ref={recaptcha} />
      </div>
    </>
  );
}
