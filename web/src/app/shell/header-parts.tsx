import { Suspense, lazy } from 'react';
import type { Branch } from '../../features/branches';
import { loadNotificationBell } from '../../features/notifications/lazy';
import { useHeaderStyles } from './header-styles';

// The bell polls and loads only for a signed-in user, after the header.
const NotificationBell = lazy(loadNotificationBell);

/** The notification bell of both headers, for a signed-in user (its place held while it loads). */
export function HeaderBell() {
  const styles = useHeaderStyles();
  return (
    <Suspense fallback={<span className={styles.avatarSlot} />}>
      <NotificationBell />
    </Suspense>
  );
}

export interface HeaderBranchProps {
  branches: ReadonlyArray<Branch>;
  selectedBranch: Branch | null;
  onSelectBranch: (branch: Branch) => void;
  /** group/order hides the branch selector. */
  hideBranch: boolean;
}

/** The header's place while its code loads (a page rendered in the browser alone). */
export function HeaderPlaceholder() {
  const styles = useHeaderStyles();
  return (
    <header className={styles.header}>
      <div className={styles.row} />
      <div className={`${styles.row} ${styles.second}`} />
    </header>
  );
}
