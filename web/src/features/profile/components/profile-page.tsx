import { useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { Card } from '../../../shared/ui/card';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { NewPasswordForm } from '../../auth';
import { PreferencesPanel } from '../../preferences';
import { useProfile } from '../../../shared/lib/session/use-profile';
import { ProfileDetailsForm } from './profile-details-form';
import { AvatarUpload } from './avatar-upload';
import { EmailVerification } from './email-verification';
import { PhoneVerification, type PhoneCode } from './phone-verification';
import { SignedInDevices } from './signed-in-devices';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    columnGap: tokens.spacingHorizontalL,
    '@media (min-width: 1140px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
  },
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, alignContent: 'start' },
  whoText: { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
  error: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
});

/** /profile (signed-in, inside the shell): picture, details, password, signed-in devices, language and currency. */
export function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user, loading, error, refetch } = useProfile();
  const fullName = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  // The code last texted for a new phone, with the number it is for: a reload forgets it.
  const [phoneCode, setPhoneCode] = useState<{ number: string; code: PhoneCode } | null>(null);
  const pendingPhone = user?.pending_phone;
  const knownCode = phoneCode && phoneCode.number === pendingPhone ? phoneCode.code : null;

  return (
    <Page title={t('profile.title')}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card label={t('profile.picture')}>
            <AvatarUpload user={user}>
              <div className={styles.whoText}>
                <Text size={500} weight="semibold">
                  {fullName}
                </Text>
                {user?.email && <Text dir="ltr">{user.email}</Text>}
                {user?.pending_email
                  ? <EmailVerification email={user.pending_email} pending />
                  : user?.email && !user.email_verified_at && <EmailVerification email={user.email} />}
              </div>
            </AvatarUpload>
          </Card>
          <Card title={t('profile.details')}>
            {error ? (
              <div className={styles.error} role="alert">
                <Text>{t('profile.loadError')}</Text>
                <SecondaryButton onClick={() => void refetch()}>{t('profile.retry')}</SecondaryButton>
              </div>
            ) : loading ? (
              // The form waits for the api's profile: the session's copy has no e-mail or phone,
              // and a field typed into before they came would keep them empty.
              <ShimmerRows count={3} />
            ) : (
              <ProfileDetailsForm user={user} onPhoneCode={(number, code) => setPhoneCode({ number, code })} />
            )}
            {typeof pendingPhone === 'string' && (
              // Each number and each code anew: an empty field, and the wait after a code.
              <PhoneVerification
                key={`${pendingPhone}:${knownCode?.verifyId ?? ''}`}
                phone={pendingPhone}
                code={knownCode}
                onCode={(code) => setPhoneCode({ number: pendingPhone, code })}
              />
            )}
          </Card>
        </div>
        <div className={styles.column}>
          <Card title={t('profile.passwordTitle')}>
            <NewPasswordForm />
          </Card>
          <SignedInDevices />
          <Card title={t('profile.preferences')}>
            <PreferencesPanel theme={false} />
          </Card>
        </div>
      </div>
    </Page>
  );
}

export default ProfilePage;
