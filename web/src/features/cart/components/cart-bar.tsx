import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money';
import { useCart, useGroupOrderPolling } from '../hooks/use-cart';
import { useCartStrings } from '../hooks/use-cart-strings';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';

// The drawer (portal, focus trap, motion) loads when the cart is first opened.
const CartDrawer = lazy(() => import('./cart-drawer'));

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
  },
  frame: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground1 },
  summary: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

/** The cart's bar (in the mobile bottom bar, and the bar next to the footer on wide
 * screens): item count and total; it opens the cart. Hidden while the cart is empty. */
export function CartBar({ desktop }: { desktop: boolean }) {
  useCartStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { cart, signedIn } = useCart();
  useGroupOrderPolling(cart, signedIn);
  // The panel belongs to the page it was opened on: going elsewhere from it (Checkout, a dish)
  // closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const drawerMounted = useOpenedOnce(open);
  // Checkout shows the cart itself, with the Place-order button where the bar would be.
  const checkout = pathname.includes('checkout');
  if ((cart.count === 0 && !cart.group && !open) || checkout) return null;
  return (
    <div className={styles.frame}>
      <div className={styles.bar} data-testid="cart-bar">
        <span className={styles.summary}>
          <CartRegular fontSize={24} aria-hidden />
          <Text weight="semibold">{t('cart.items', { count: cart.count })}</Text>
          <Money amount={cart.total} />
        </span>
        <Button appearance="primary" onClick={() => setOpen(true)}>
          {t('cart.view')}
        </Button>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} desktop={desktop} />
        </Suspense>
      )}
    </div>
  );
}

export default CartBar;
