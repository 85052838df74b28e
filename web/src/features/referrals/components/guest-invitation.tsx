import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** /login and back here once signed in. */
export const LOGIN_FOR_REFERRALS = `/login?redirect=${encodeURIComponent('/referrals')}`;

/** A link that looks like a button: a real link, so it works before the page's script runs. */
function ButtonLink({ to, primary, children }: { to: string; primary?: boolean; children: string }) {
  const navigate = useNavigate();
  return (
    <Button
      as="a"
      href={to}
      appearance={primary ? 'primary' : 'secondary'}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/** A guest's call to action: sign up (or log in) to get a code of their own. */
export function GuestInvitation() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Card title={t('referrals.guest.title')}>
      <Text as="p">{t('referrals.guest.text')}</Text>
      <div className={styles.actions}>
        <ButtonLink to="/register" primary>{t('referrals.guest.register')}</ButtonLink>
        <ButtonLink to={LOGIN_FOR_REFERRALS}>{t('referrals.guest.login')}</ButtonLink>
      </div>
    </Card>
  );
}
