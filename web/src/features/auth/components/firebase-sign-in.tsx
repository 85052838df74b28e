import { useEffect, useState } from 'react';
import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import { PhoneRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useAuthStrings } from '../hooks/use-auth-strings';
import { useFirebaseExchange, type FirebaseReferral } from '../hooks/use-firebase-exchange';
import { isFirebaseConfigured } from '../../../shared/lib/firebase';
import { preloadFirebase, signInWithProvider, type FirebaseProvider } from '../lib/firebase';
import { firebaseErrorKey, isSignInCancelled } from '../lib/firebase-errors';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalS },
  button: { width: '100%' },
});

const PROVIDERS: readonly FirebaseProvider[] = ['google', 'facebook', 'apple'];

export interface FirebaseSignInProps {
  /** Where to go after signing in. */
  target: string;
  /** Shows "Sign in with phone code", which calls this (the phone flow lives on /login). */
  onPhone?: () => void;
  /** The friend's referral code of /register, sent along (it links an account this creates). */
  referral?: FirebaseReferral;
}

/** Sign-in with Google, Facebook, Apple (and the phone entry) through firebase: shown
 * only when the build has firebase settings. */
export function FirebaseSignIn(props: FirebaseSignInProps) {
  return isFirebaseConfigured() ? <ProviderButtons {...props} /> : null;
}

function ProviderButtons({ target, onPhone, referral }: FirebaseSignInProps) {
  useAuthStrings();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const exchange = useFirebaseExchange(target, referral);
  const [busy, setBusy] = useState<FirebaseProvider | null>(null);

  // Loaded ahead of the click: a popup opened long after the click may be blocked.
  useEffect(() => preloadFirebase(), []);

  const signIn = async (provider: FirebaseProvider) => {
    setBusy(provider);
    try {
      const idToken = await signInWithProvider(provider, i18n.language);
      await exchange(provider, idToken);
    } catch (error) {
      if (!isSignInCancelled(error)) notify.error(t(firebaseErrorKey(error), { ns: 'errors' }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.root}>
      <Divider>{t('auth.or')}</Divider>
      {PROVIDERS.map((provider) => (
        <SecondaryButton
          key={provider}
          type="button"
          className={styles.button}
          loading={busy === provider}
          disabled={busy !== null}
          onClick={() => void signIn(provider)}
        >
          {t(`auth.${provider}`)}
        </SecondaryButton>
      ))}
      {onPhone && (
        <SecondaryButton type="button" className={styles.button} icon={<PhoneRegular />} disabled={busy !== null} onClick={onPhone}>
          {t('auth.phoneSignIn')}
        </SecondaryButton>
      )}
    </div>
  );
}
