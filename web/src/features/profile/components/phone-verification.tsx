import { useState, type FormEvent } from 'react';
import { Badge, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import authStrings from '../../../locales/en/auth-screens.json';
import type { CodeSentFragment } from '../../../graphql/auth.generated';
import { useResendPhoneChangeCodeMutation, useVerifyPhoneChangeMutation } from '../../../graphql/profile.generated';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { translateApiError, translateFieldErrors } from '../../../shared/lib/i18n/api-messages';
import { retryAfterSeconds } from '../../../shared/lib/i18n/rate-limit';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { Form } from '../../../shared/ui/form';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { CodeInput, ResendCodeButton, RESEND_SECONDS, validateCode } from '../../auth';

const useStyles = makeStyles({
  root: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
});

/** The code texted for the pending phone: its `verifyId`, and where it went (masked). */
export type PhoneCode = Pick<CodeSentFragment, 'verifyId' | 'phone'>;

export interface PhoneVerificationProps {
  /** The number waiting for confirmation (`pending_phone`, digits). */
  phone: string;
  /** The code last texted to it, if this page knows it (not after a reload). */
  code: PhoneCode | null;
  onCode: (code: PhoneCode) => void;
}

/** What a refused confirmation says: under the code field (a wrong, expired or used-up code, a
 * number taken meanwhile), or "send a new code" when the code no longer stands for this number. */
function refusalText(t: TFunction, error: ApiError | null): string {
  if (error?.status === 404) return t('profile.phoneCodeStale');
  const fields = translateFieldErrors(t, error);
  return fields.verifyCode ?? fields.phone ?? translateApiError(t, error);
}

/** Under the details: a new phone number waiting for confirmation, the field for the code texted
 * to it with a button that confirms it, and one that texts a new code. The number becomes the
 * account's only once confirmed here (`verifyPhoneChange`). */
export function PhoneVerification({ phone, code, onCode }: PhoneVerificationProps) {
  useScreenStrings(accountStrings);
  useScreenStrings(authStrings); // the code field's and the resend button's own
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [verify, { loading }] = useVerifyPhoneChangeMutation();
  const [resend] = useResendPhoneChangeCodeMutation();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCode(digits);
    setError(invalid && t(invalid, { ns: 'errors' }));
    if (invalid || !code) return;
    try {
      // The answer's User replaces the cached profile's (same id): the page and the session follow.
      await verify({ variables: { input: { verifyId: code.verifyId, verifyCode: digits } } });
      notify.success(t('profile.phoneConfirmed', { phone: `\u2066+${phone}\u2069` }));
    } catch (failure) {
      setError(refusalText(t, apiErrorOf(failure)));
    }
  };

  /** Texts a new code; resolves to the seconds before the next one may be asked for. */
  const onResend = async (): Promise<number> => {
    try {
      const { data } = await resend();
      if (data?.resendPhoneChangeCode) onCode(data.resendPhoneChangeCode);
      notify.success(t('auth.codeResent'));
      return RESEND_SECONDS;
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      notify.error(translateApiError(t, apiError));
      return retryAfterSeconds(apiError) ?? 0;
    }
  };

  return (
    <section className={styles.root} aria-label={t('profile.newPhone')} data-testid="phone-verification">
      <Text weight="semibold">{t('profile.newPhone')}</Text>
      <Badge appearance="tint" color="warning">{t('profile.phonePending')}</Badge>
      <Text dir="ltr">+{phone}</Text>
      <Text size={200} className={styles.note}>{code ? t('profile.phoneCodeHint') : t('profile.phoneNoCode')}</Text>
      {code && (
        <Form className={styles.form} onSubmit={onSubmit} aria-label={t('profile.newPhone')}>
          <Field label={t('auth.code')} validationMessage={error} validationState={error ? 'error' : 'none'} required>
            <CodeInput value={digits} onValue={setDigits} />
          </Field>
          <PrimaryButton type="submit" loading={loading}>{t('auth.verify')}</PrimaryButton>
        </Form>
      )}
      <ResendCodeButton onResend={onResend} wait={code ? RESEND_SECONDS : 0} />
    </section>
  );
}
