import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useVerifyEmailMutation } from '../../../graphql/auth.generated';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { isEmailLinkHash } from '../../../shared/lib/ids';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { RouteLink } from '../../../shared/ui/route-link';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useAuthFormStyles } from './auth-form-styles';

/** /verify-email/:hash (the link `POST /auth/resend-verify` e-mails), for the account it was
 * sent for, signed in (a guest signs in first and comes back): someone who merely received the
 * link cannot prove an address for another account. The server renders the shell; the browser
 * then proves the address once (`verifyEmail`), so a page merely rendered (a link preview) never
 * spends the link. Says which address is verified, or that the link is used, expired or another
 * account's, with the way back to the profile to send a new one. */
export function VerifyEmailPage() {
  useAuthStrings();
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  const hydrated = useHydrated();
  // A hash that no link has (a link's is 64 hexadecimal characters) is an invalid link, asked of no one.
  const valid = isEmailLinkHash(hash);
  const [verifyEmail, { data, error, loading, called }] = useVerifyEmailMutation();
  // Each link is sent once: a re-render, or React running the effect twice in development, asks no more.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !valid || asked.current === hash) return;
    asked.current = hash;
    // A refusal is shown from `error`.
    verifyEmail({ variables: { hash } }).catch(() => undefined);
  }, [hydrated, valid, hash, verifyEmail]);
  const email = data?.verifyEmail?.email;
  const failure = !valid || error;

  const status = email
    ? <MessageBar intent="success" layout="multiline"><MessageBarBody>{t('auth.emailVerified', { email })}</MessageBarBody></MessageBar>
    : failure
      ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>{t(!valid || isNotFoundError(error) ? 'auth.emailLinkInvalid' : 'auth.emailVerifyFailed')}</MessageBarBody>
        </MessageBar>
      )
      : <Spinner size="small" label={t('auth.emailVerifying')} />;

  return (
    <main className={styles.card} aria-busy={!email && !failure && (loading || !called)}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>{t('auth.verifyEmailTitle')}</Text>
      {status}
      <div className={styles.actions}>
        <RouteLink to="/profile">{t('auth.toProfile')}</RouteLink>
        <RouteLink to="/">{t('auth.toMenu')}</RouteLink>
      </div>
    </main>
  );
}
