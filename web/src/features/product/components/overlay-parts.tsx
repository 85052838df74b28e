// What the server's sheet (served-surface.tsx) and the live dialog or drawer
// (product-overlay-surface.tsx) share: their look, the details and what frames them.
import { useRef, type ReactElement, type ReactNode } from 'react';
import { DialogBody, DialogContent, DialogTitle, DrawerBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { PRODUCT_PARAMS, useProductParam } from '../hooks/use-product-param';
import { useDropParams } from '../../../shared/hooks/use-drop-params';
import { useOnline } from '../../../shared/lib/connection';
import { useProductDetails } from '../hooks/use-product-details';
// In this chunk, not one of its own: the server's sheet and the live one show the details at
// once, never a placeholder while their code loads.
import { ProductDetails } from './product-details';

const CLOSE_DRAG_PX = 80;

export const useSurfaceStyles = makeStyles({
  dialog: { maxWidth: '960px', width: 'calc(100vw - 48px)' },
  // A fixed height: a sheet sized by its content grows when the details replace the placeholder,
  // and everything in it jumps up (layout shift); its body scrolls instead. The shadow is the one
  // Fluent's opening motion ends on: a sheet shown without that motion has it too.
  sheet: { height: '92dvh', borderStartStartRadius: '16px', borderStartEndRadius: '16px', boxShadow: tokens.shadow64 },
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
  // The handle stays centred: an empty start column balances the close button at the end. The
  // header spans the sheet (a drawer lays its children out at their own width).
  sheetHeader: {
    display: 'grid',
    gridTemplateColumns: '32px 1fr 32px',
    alignItems: 'center',
    alignSelf: 'stretch',
    paddingInline: tokens.spacingHorizontalS,
    paddingBlockStart: tokens.spacingVerticalXS,
    '& > :first-child': { gridColumnStart: 2 },
  },
  sheetBody: { paddingBlockEnd: tokens.spacingVerticalXL },
  // The server's sheet is in the page, not in a portal at the end of <body>: above the page's
  // sticky header and bars, as Fluent's portals are.
  served: { position: 'relative', zIndex: 1000000 },
});

export function OverlayContent() {
  const { t } = useTranslation();
  const { uuid, branchId } = useProductParam();
  const online = useOnline();
  const { product, loading } = useProductDetails(uuid, branchId);
  if (loading) return <ShimmerRows count={3} />;
  // Offline, a dish never opened on this device has nothing kept to show: it exists all the same.
  if (!product) return <Text>{t(online ? 'product.notFound' : 'product.notKeptOffline')}</Text>;
  return <ProductDetails key={product.uuid} product={product} />;
}

/** A drag handle: pulling the sheet down by 80px closes it. */
function DragHandle({ onClose }: { onClose: () => void }) {
  const styles = useSurfaceStyles();
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

export interface InsideProps {
  closeControl: ReactElement;
  /** The details (none while the live surface closes). */
  children: ReactNode;
}

/** What the bottom sheet holds, served or live: handle and close control, then the details. */
export function SheetInside({ closeControl, children }: InsideProps) {
  const styles = useSurfaceStyles();
  const close = useDropParams(PRODUCT_PARAMS);
  return (
    <>
      <div className={styles.sheetHeader}>
        <DragHandle onClose={close} />
        {closeControl}
      </div>
      <DrawerBody className={styles.sheetBody}>{children}</DrawerBody>
    </>
  );
}

/** What the dialog holds, served or live: the close control, then the details. */
export function DialogInside({ closeControl, children }: InsideProps) {
  return (
    <DialogBody>
      <DialogTitle action={closeControl}> </DialogTitle>
      <DialogContent>{children}</DialogContent>
    </DialogBody>
  );
}

