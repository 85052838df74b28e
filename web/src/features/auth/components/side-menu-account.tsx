import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session';
import { Avatar } from '../../../shared/ui/avatar';
import { RouteLink } from '../../../shared/ui/route-link';
import { useLogout } from '../hooks/use-logout';
import { ACCOUNT_LINKS } from './user-menu';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM, justifyItems: 'start' },
  who: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  login: { width: '100%' },
});

/** The side menu's account block: the user with account links and Logout, or a Login button. */
export function SideMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signedIn } = useSession();
  const logout = useLogout();

  if (!signedIn) {
    return (
      <Button
        appearance="primary"
        className={styles.login}
        onClick={() => {
          onNavigate();
          navigate('/login');
        }}
      >
        {t('account.login')}
      </Button>
    );
  }
  return (
    <section className={styles.root} aria-label={t('account.menu')}>
      <div className={styles.who}>
        <Avatar src={user?.img} firstname={user?.firstname} size={48} />
        <Text weight="semibold">{[user?.firstname, user?.lastname].filter(Boolean).join(' ')}</Text>
      </div>
      <ul className={styles.list}>
        {ACCOUNT_LINKS.map(({ to, key }) => (
          <li key={to}>
            <RouteLink to={to} subtle onClick={onNavigate}>
              {t(key)}
            </RouteLink>
          </li>
        ))}
      </ul>
      <Button
        appearance="secondary"
        icon={<SignOutRegular />}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        {t('account.logout')}
      </Button>
    </section>
  );
}
