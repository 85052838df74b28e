import { useState } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useResendEmailLinkMutation } from '../../../graphql/auth.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { SecondaryButton } from '../../../shared/ui/buttons';

const useStyles = makeStyles({
  root: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalXS },
  note: { color: tokens.colorNeutralForeground2 },
  // A long address wraps rather than running out of the card on a phone.
  address: { overflowWrap: 'anywhere' },
});

/** Under an unverified e-mail address, or a new one waiting for confirmation (`pending`): what
 * the server says of it and a button that e-mails a verification link (`resendCode` with
 * `email`), then says where it went or why it could not. */
export function EmailVerification({ email, pending = false }: { email: string; pending?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [send, { loading }] = useResendEmailLinkMutation();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const onSend = async () => {
    try {
      await send({ variables: { input: { email } } });
      setNote({ text: t('profile.emailLinkSent', { email }), error: false });
    } catch (failure) {
      setNote({ text: translateApiError(t, apiErrorOf(failure)), error: true });
    }
  };

  return (
    <div className={styles.root} data-testid="email-verification">
      <Badge appearance="tint" color="warning">{pending ? t('profile.emailPending') : t('profile.emailUnverified')}</Badge>
      {pending && <Text dir="ltr" className={styles.address}>{email}</Text>}
      <SecondaryButton size="small" onClick={() => void onSend()} disabled={loading}>{t('profile.sendEmailLink')}</SecondaryButton>
      {note && <Text size={200} className={styles.note} role={note.error ? 'alert' : 'status'}>{note.text}</Text>}
    </div>
  );
}
