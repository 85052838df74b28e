import { Suspense, lazy, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { makeStyles } from '@fluentui/react-components';
import { useIsDesktop } from '../../shared/hooks/use-media-query';
import { ShimmerRows } from '../../shared/ui/shimmer';
import { useBranches, useSelectedBranch } from '../../features/branches';
import { useSiteSettings } from '../../features/settings';
import { ProductOverlay } from '../../features/product';
import { NewsOverlay } from '../../features/news';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import { BackHeader } from './back-header';
import { FooterBar, MobileBottomBar } from './bars';
import { isGroupOrderPath, usesBackHeader } from './path-rules';
import type { ShopView } from '../../shared/types/catalogue';

// Drawer, selects and switches load on the first open of the menu, not with the home page.
const SideMenu = lazy(() => import('./side-menu'));
// The cart's bar, its sign-in merge and the branch-switch question load after the first screen.
const CartBar = lazy(() => import('../../features/cart/components/cart-bar'));
const CartLayer = lazy(() => import('../../features/cart/components/cart-layer'));
// The footer is below the fold: its links and app badges load just after the first screen.
const Footer = lazy(() => import('./footer'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  main: { flexGrow: 1 },
  fallback: { maxWidth: '1140px', marginInline: 'auto', padding: '24px 16px' },
});

/** The full shell: header (desktop, mobile or back), page, footer, bars and the product overlay. */
export function AppLayout() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const [menuOpen, setMenuOpenState] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const setMenuOpen = (open: boolean) => {
    if (open) setMenuUsed(true);
    setMenuOpenState(open);
  };
  const { branches } = useBranches();
  const { selected, select } = useSelectedBranch(branches);
  const [branchRequest, setBranchRequest] = useState<ShopView | null>(null);
  const settings = useSiteSettings();
  const groupOrder = isGroupOrderPath(pathname);

  const headerProps = {
    branches,
    selectedBranch: selected,
    onSelectBranch: setBranchRequest,
    hideBranch: groupOrder,
    onMenu: () => setMenuOpen(true),
  };
  let header;
  if (usesBackHeader(pathname)) header = <BackHeader />;
  else if (desktop) header = <DesktopHeader {...headerProps} />;
  else header = <MobileHeader {...headerProps} />;

  return (
    <div className={styles.root}>
      {header}
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className={styles.main}>
        <Suspense
          fallback={
            <div className={styles.fallback}>
              <ShimmerRows count={4} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      {desktop && !groupOrder && (
        <FooterBar>
          <CartBar desktop />
        </FooterBar>
      )}
      <Suspense fallback={null}>
        <Footer settings={settings} />
      </Suspense>
      {!desktop && !groupOrder && (
        <MobileBottomBar>
          <CartBar desktop={false} />
        </MobileBottomBar>
      )}
      {/* A group order's page has its own overlay, which adds to the group's cart. */}
      {!groupOrder && <ProductOverlay />}
      {pathname === '/' && <NewsOverlay />}
      <Suspense fallback={null}>
        <CartLayer branchRequest={branchRequest} select={select} onBranchDone={() => setBranchRequest(null)} />
      </Suspense>
    </div>
  );
}
