import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { makeStyles } from '@fluentui/react-components';
import { useIsDesktop } from '../../shared/hooks/use-media-query';
import { usePageFocus } from '../../shared/hooks/use-page-focus';
import { ShimmerRows } from '../../shared/ui/shimmer';
import { useBranches, useSelectedBranch, type Branch } from '../../features/branches';
import { useSiteSettings } from '../../features/settings';
import { ProductOverlay, useServedSheet } from '../../features/product';
import { NewsOverlay } from '../../features/news';
import { ConnectionNotices } from '../../features/offline';
import { MobileHeader } from './mobile-header';
import { BackHeader } from './back-header';
import { HeaderPlaceholder } from './header-parts';
import { RouteOutlet } from './route-outlet';
import { lazyPart } from './interactive-marker';
import { MEASUREMENT_ID } from '../../features/analytics';
import { loadConsentBanner } from '../../features/analytics/lazy';
import { loadCartBar, loadCartLayer } from '../../features/cart/lazy';
import { FooterBar, MobileBottomBar } from './bars';
import { isGroupOrderPath, usesBackHeader } from './path-rules';
import { useSession } from '../../shared/lib/session';
import { useRootStore } from '../../shared/lib/storage';

// A phone never loads the desktop header (its search box, favourites and user menu); a desktop
// gets it just after the first screen, whose server-rendered header stays until then.
const DesktopHeader = lazyPart('desktop-header', () => import('./desktop-header'), <HeaderPlaceholder />);
// Drawer, selects and switches load on the first open of the menu, not with the home page.
const SideMenu = lazy(() => import('./side-menu'));
// The cart's bar, its sign-in merge and the branch-switch question load after the first screen.
const CartBar = lazy(loadCartBar);
const CartLayer = lazy(loadCartLayer);
// The footer is below the fold: its links and app badges load just after the first screen.
const Footer = lazyPart('footer', () => import('./footer'));
// A signed-in customer's header has menus and panels (their code already loads the focus manager).
const FocusManager = lazy(() => import('./focus-manager'));
// The customer's chat (issue 19): signed-in customers only, its widget once the page is idle, so
// it is in no guest's visit and in no first load. Staff answer from /staff/chat instead.
const ChatLauncher = lazy(() => import('./chat-launcher'));
// Only a build with a measurement id ever loads the consent banner (and, after consent, the tag).
const ConsentBanner = MEASUREMENT_ID ? lazy(loadConsentBanner) : null;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  // The page takes the focus after a navigation (usePageFocus); it is no control, so no ring.
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
  fallback: { maxWidth: '1140px', marginInline: 'auto', padding: '24px 16px' },
});

/** The shell's box. Behind the product sheet the server drew, a modal one, the page is inert (no
 * focus, nothing read out, also without JavaScript) until that sheet closes.
 * A component of its own, so that this change re-renders it alone: the page inside it may still
 * be hydrating. `sheet`: this shell shows the product overlay (a group order's page has its own). */
function ShellRoot({ sheet, children }: { sheet: boolean; children: ReactNode }) {
  const styles = useStyles();
  const covered = useServedSheet() && sheet;
  return (
    <div className={styles.root} inert={covered}>
      {children}
    </div>
  );
}

/** The full shell: header (desktop, mobile or back), page, footer, bars and the product overlay. */
export function AppLayout() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const page = usePageFocus<HTMLDivElement>();
  const [menuOpen, setMenuOpenState] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Stable, as the lazy header's props must be (lazyPart).
  const setMenuOpen = useCallback((open: boolean) => {
    if (open) setMenuUsed(true);
    setMenuOpenState(open);
  }, []);
  const openMenu = useCallback(() => setMenuOpen(true), [setMenuOpen]);
  const { branches } = useBranches();
  const { selected, select } = useSelectedBranch(branches);
  const [branchRequest, setBranchRequest] = useState<Branch | null>(null);
  const settings = useSiteSettings();
  const groupOrder = isGroupOrderPath(pathname);
  // A guest's cart is on this device: with nothing in it, the cart's code waits for the first dish.
  const { signedIn, user } = useSession();
  const guestLines = useRootStore((s) => s.cart.lines.length);
  const cartCode = signedIn || guestLines > 0;
  // Stable, as the page's boundary needs (RouteOutlet).
  const pageFallback = useMemo(
    () => (
      <div className={styles.fallback}>
        <ShimmerRows count={4} />
      </div>
    ),
    [styles.fallback],
  );

  const headerProps = {
    branches,
    selectedBranch: selected,
    onSelectBranch: setBranchRequest,
    hideBranch: groupOrder,
    onMenu: openMenu,
  };
  let header;
  if (usesBackHeader(pathname)) header = <BackHeader />;
  else if (desktop) {
    header = <DesktopHeader {...headerProps} />;
  }
  else header = <MobileHeader {...headerProps} />;

  return (
    <>
      {/* A group order's page has its own overlay, which adds to the group's cart. This one comes
          first: the sheet the server draws, and its picture, before the page's markup and pictures. */}
      {!groupOrder && <ProductOverlay />}
      <ShellRoot sheet={!groupOrder}>
        {header}
        <ConnectionNotices />
        {menuUsed && (
          <Suspense fallback={null}>
            <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
        <div className={styles.main} ref={page} tabIndex={-1}>
          <RouteOutlet fallback={pageFallback} />
        </div>
        {/* Both bars come before the footer: sticky at the bottom while the page scrolls, they
            stop above the footer, so they never cover its links. */}
        {cartCode && !groupOrder && desktop && (
          <FooterBar>
            <CartBar desktop />
          </FooterBar>
        )}
        {cartCode && !groupOrder && !desktop && (
          <MobileBottomBar>
            <CartBar desktop={false} />
          </MobileBottomBar>
        )}
        <Footer settings={settings} />
        {pathname === '/' && <NewsOverlay />}
        {ConsentBanner && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <FocusManager />
          </Suspense>
        )}
        {signedIn && user?.role !== 'staff' && (
          <Suspense fallback={null}>
            <ChatLauncher />
          </Suspense>
        )}
        {(signedIn || branchRequest) && (
          <Suspense fallback={null}>
            <CartLayer branchRequest={branchRequest} select={select} onBranchDone={() => setBranchRequest(null)} />
          </Suspense>
        )}
      </ShellRoot>
    </>
  );
}
