import { Suspense, lazy } from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ShimmerRows } from '../../../shared/ui/shimmer';

const CartPanel = lazy(() => import('./cart-panel'));

/** The cart's drawer: from the end side, full screen on phones. */
export default function CartDrawer({ open, onOpenChange, desktop }: { open: boolean; onOpenChange: (open: boolean) => void; desktop: boolean }) {
  const { t } = useTranslation();
  return (
    <OverlayDrawer open={open} position="end" size={desktop ? 'medium' : 'full'} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common.close')} onClick={() => onOpenChange(false)} />}
        >
          {t('cart.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <Suspense fallback={<ShimmerRows count={3} />}>
          <CartPanel />
        </Suspense>
      </DrawerBody>
    </OverlayDrawer>
  );
}
