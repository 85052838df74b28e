import { Suspense, lazy, useRef, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  OverlayDrawer,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../shared/hooks/use-media-query';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { PRODUCT_PARAMS, useProductParam } from '../hooks/use-product-param';
import { useDropParams } from '../../../shared/hooks/use-drop-params';
import { useReturnFocus } from '../../../shared/hooks/use-return-focus';
import { useProductDetails } from '../hooks/use-product-details';

const ProductDetails = lazy(() => import('./product-details'));

const CLOSE_DRAG_PX = 80;

const useStyles = makeStyles({
  dialog: { maxWidth: '960px', width: 'calc(100vw - 48px)' },
  // A fixed height: a sheet sized by its content grows when the details replace the placeholder,
  // and everything in it jumps up (layout shift); its body scrolls instead.
  sheet: { height: '92dvh', borderStartStartRadius: '16px', borderStartEndRadius: '16px' },
  handleArea: {
    display: 'flex',
    justifyContent: 'center',
    alignSelf: 'stretch',
    width: '100%',
    paddingBlock: tokens.spacingVerticalS,
    touchAction: 'none',
    cursor: 'grab',
  },
  handle: { width: '40px', height: '4px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralStroke1 },
  // The handle stays centred: an empty start column balances the close button at the end.
  sheetHeader: {
    display: 'grid',
    gridTemplateColumns: '32px 1fr 32px',
    alignItems: 'center',
    paddingInline: tokens.spacingHorizontalS,
    paddingBlockStart: tokens.spacingVerticalXS,
    '& > :first-child': { gridColumnStart: 2 },
  },
  sheetBody: { paddingBlockEnd: tokens.spacingVerticalXL },
});

function OverlayContent() {
  const { t } = useTranslation();
  const { uuid, branchId } = useProductParam();
  const { product, loading } = useProductDetails(uuid, branchId);
  if (loading) return <ShimmerRows count={3} />;
  if (!product) return <Text>{t('product.notFound')}</Text>;
  return (
    <Suspense fallback={<ShimmerRows count={3} />}>
      <ProductDetails key={product.uuid} product={product} />
    </Suspense>
  );
}

/** A drag handle: pulling the sheet down by 80px closes it. */
function DragHandle({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const startY = useRef<number | null>(null);
  return (
    <div
      className={styles.handleArea}
      data-testid="sheet-handle"
      // A pointer affordance only: keyboard and screen-reader users close with the button or Esc.
      aria-hidden
      onPointerDown={(e) => {
        startY.current = e.clientY;
      }}
      onPointerUp={(e) => {
        if (startY.current != null && e.clientY - startY.current > CLOSE_DRAG_PX) onClose();
        startY.current = null;
      }}
    >
      <span className={styles.handle} />
    </div>
  );
}

/** The dialog (≥1140px) or bottom sheet (below) of the product overlay. */
export default function ProductOverlaySurface(): ReactNode {
  const styles = useStyles();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { uuid } = useProductParam();
  const close = useDropParams(PRODUCT_PARAMS);
  const open = uuid != null;
  useReturnFocus(open);

  if (desktop) {
    return (
      <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.dialog} aria-label={t('product.dialog')}>
          <DialogBody>
            <DialogTitle
              action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={close} />}
            >
              {' '}
            </DialogTitle>
            <DialogContent>{open && <OverlayContent />}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return (
    <OverlayDrawer
      position="bottom"
      size="full"
      className={styles.sheet}
      open={open}
      onOpenChange={(_, data) => !data.open && close()}
      aria-label={t('product.dialog')}
    >
      <div className={styles.sheetHeader}>
        <DragHandle onClose={close} />
        <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={close} />
      </div>
      <DrawerBody className={styles.sheetBody}>{open && <OverlayContent />}</DrawerBody>
    </OverlayDrawer>
  );
}
