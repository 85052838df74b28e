import { Button } from '@fluentui/react-components';
import { HeartRegular, NavigationRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopView } from '../../shared/types/catalogue';
import { Logo } from '../../shared/ui/logo';
import { BranchSelector } from '../../features/branches';
import { HeaderSearch } from '../../features/search';
import { useHeaderStyles } from './header-styles';

export interface HeaderBranchProps {
  branches: ReadonlyArray<ShopView>;
  selectedBranch: ShopView | null;
  onSelectBranch: (branch: ShopView) => void;
  /** group/order hides the branch selector. */
  hideBranch: boolean;
}

/** spec §2 desktop header (≥1140px). The bell and user menu join once auth exists. */
export function DesktopHeader({ onMenu, ...branch }: HeaderBranchProps & { onMenu: () => void }) {
  const styles = useHeaderStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('header.menu')} onClick={onMenu} />
        <Logo />
        <span className={styles.spacer} />
        <Button appearance="subtle" icon={<HeartRegular />} onClick={() => navigate('/liked')}>
          {t('header.favourites')}
        </Button>
        <Button appearance="primary" onClick={() => navigate('/login')}>
          {t('header.login')}
        </Button>
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
