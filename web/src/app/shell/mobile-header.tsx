import { Suspense, lazy, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { NavigationRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/ui/logo';
import { BranchSelector } from '../../features/branches';
import { loadSearchDialog } from '../../features/search/lazy';
import { useSession } from '../../shared/lib/session';
import { HeaderBell, type HeaderBranchProps } from './header-parts';
import { useHeaderStyles } from './header-styles';

const SearchDialog = lazy(loadSearchDialog);

/** The mobile header (<1140px): menu, logo, the bell when signed in, and a search button
 * opening a full-screen search. */
export function MobileHeader({ onMenu, ...branch }: HeaderBranchProps & { onMenu: () => void }) {
  const styles = useHeaderStyles();
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  const { signedIn } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('header.menu')} onClick={onMenu} />
        <Logo height={32} />
        <span className={styles.spacer} />
        {signedIn && <HeaderBell />}
        <Button
          appearance="subtle"
          icon={<SearchRegular />}
          aria-label={t('search.open')}
          onClick={() => setSearchOpen(true)}
        />
      </div>
      {!branch.hideBranch && (
        <div className={`${styles.row} ${styles.second}`}>
          <BranchSelector branches={branch.branches} selected={branch.selectedBranch} onSelect={branch.onSelectBranch} />
        </div>
      )}
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} branchId={branch.selectedBranch?.id ?? null} />
        </Suspense>
      )}
    </header>
  );
}
