import { Suspense, lazy } from 'react';
import { Button } from '@fluentui/react-components';
import { HeartRegular, NavigationRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/ui/logo';
import { useSession } from '../../shared/lib/session';
import { BranchSelector } from '../../features/branches';
import { HeaderSearch } from '../../features/search';
import { loadUserMenu } from '../../features/auth/lazy';
import { HeaderBell, type HeaderBranchProps } from './header-parts';
import { useHeaderStyles } from './header-styles';

// The menu's popover code loads only for a signed-in user.
const UserMenu = lazy(loadUserMenu);

/** The desktop header (≥1140px): favourites, and the bell and the user menu when signed in,
 * else a Login button. */
export default function DesktopHeader({ onMenu, ...branch }: HeaderBranchProps & { onMenu: () => void }) {
  const styles = useHeaderStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, user } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('header.menu')} onClick={onMenu} />
        <Logo />
        <span className={styles.spacer} />
        <Button appearance="subtle" icon={<HeartRegular />} onClick={() => navigate('/liked')}>
          {t('header.favourites')}
        </Button>
        {signedIn && <HeaderBell />}
        {signedIn ? (
          <Suspense fallback={<span className={styles.avatarSlot} />}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <Button appearance="primary" onClick={() => navigate('/login')}>
            {t('header.login')}
          </Button>
        )}
      </div>
      <div className={`${styles.row} ${styles.second}`}>
        {!branch.hideBranch && (
          <BranchSelector branches={branch.branches} selected={branch.selectedBranch} onSelect={branch.onSelectBranch} />
        )}
        <HeaderSearch branchId={branch.selectedBranch?.id ?? null} />
      </div>
    </header>
  );
}
