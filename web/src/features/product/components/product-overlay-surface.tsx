import { createElement, startTransition, useEffect, useLayoutEffect, useRef, useState, type ElementType, type ReactElement, type ReactNode } from 'react';
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
  useDialogSurfaceStyles_unstable,
  useOverlayDrawerStyles_unstable,
  type DialogSurfaceState,
  type OverlayDrawerState,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../shared/hooks/use-media-query';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { PRODUCT_PARAMS, useProductParam } from '../hooks/use-product-param';
import { useDropParams, useHrefWithout } from '../../../shared/hooks/use-drop-params';
import { useReturnFocus } from '../../../shared/hooks/use-return-focus';
import { useProductDetails } from '../hooks/use-product-details';
import { servedSheetReplaced, sheetServed } from '../hooks/use-served-sheet';
// In this chunk, not one of its own: the server's sheet and the live one that replaces it show
// the details at once, never a placeholder while their code loads.
import { ProductDetails } from './product-details';

const CLOSE_DRAG_PX = 80;

const useStyles = makeStyles({
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

function OverlayContent() {
  const { t } = useTranslation();
  const { uuid, branchId } = useProductParam();
  const { product, loading } = useProductDetails(uuid, branchId);
  if (loading) return <ShimmerRows count={3} />;
  if (!product) return <Text>{t('product.notFound')}</Text>;
  return <ProductDetails key={product.uuid} product={product} />;
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

interface InsideProps {
  closeControl: ReactElement;
  /** The details (none while the live surface closes). */
  children: ReactNode;
}

/** What the bottom sheet holds, served or live: handle and close control, then the details. */
function SheetInside({ closeControl, children }: InsideProps) {
  const styles = useStyles();
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
function DialogInside({ closeControl, children }: InsideProps) {
  return (
    <DialogBody>
      <DialogTitle action={closeControl}> </DialogTitle>
      <DialogContent>{children}</DialogContent>
    </DialogBody>
  );
}

/**
 * The product as the server draws it, open: in the page, since a portal cannot be rendered on
 * the server nor hydrated. Fluent's own classes for the drawer or dialog and their backdrop (the
 * drawer's backdrop is the dialog's), so it looks as the live one will. Modal: the shell makes
 * the page behind it inert (`useServedSheet`). Its close control is a link, which without
 * JavaScript loads the page without the product.
 */
function ServedSurface() {
  const styles = useStyles();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const close = useDropParams(PRODUCT_PARAMS);
  const closeHref = useHrefWithout(PRODUCT_PARAMS);
  const { uuid } = useProductParam();
  const dialog = useDialogSurfaceStyles_unstable({ root: { className: styles.dialog }, backdrop: {}, open: true } as DialogSurfaceState);
  const drawer = useOverlayDrawerStyles_unstable({ root: { className: styles.sheet }, position: 'bottom', size: 'full' } as OverlayDrawerState);
  const details = <OverlayContent />;
  const closeControl = (
    <Button
      as="a"
      href={closeHref}
      appearance="subtle"
      aria-label={t('common.close')}
      icon={<DismissRegular />}
      onClick={(e) => {
        e.preventDefault();
        close();
      }}
    />
  );
  if (uuid == null) return null; // closed (by its link) before the live one took over
  return (
    <div className={styles.served} data-served-sheet="">
      <div className={dialog.backdrop?.className} aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="product-title"
        aria-label={t('product.dialog')}
        className={desktop ? dialog.root.className : drawer.root.className}
      >
        {desktop ? <DialogInside closeControl={closeControl}>{details}</DialogInside> : <SheetInside closeControl={closeControl}>{details}</SheetInside>}
      </div>
    </div>
  );
}

/** A Fluent motion slot told not to run on mount (it still runs on every later open and close). */
const noOpeningMotion = {
  children: <Props extends object>(Motion: ElementType<Props>, props: Props) => createElement(Motion, { ...props, appear: false }),
};

/** The live dialog (≥1140px) or bottom sheet (below); `appear={false}`: already on screen, as the
 * server's sheet it replaces, so without the opening motion. */
function LiveSurface({ appear }: { appear: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { uuid } = useProductParam();
  const close = useDropParams(PRODUCT_PARAMS);
  const open = uuid != null;
  useReturnFocus(open);
  useLayoutEffect(servedSheetReplaced, []);
  const motion = appear ? undefined : noOpeningMotion;
  const details = open && <OverlayContent />;
  const closeControl = <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={close} />;

  if (desktop) {
    return (
      <Dialog open={open} onOpenChange={(_, data) => !data.open && close()} surfaceMotion={motion}>
        <DialogSurface className={styles.dialog} aria-label={t('product.dialog')} backdropMotion={motion}>
          <DialogInside closeControl={closeControl}>{details}</DialogInside>
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
      surfaceMotion={motion}
      backdropMotion={motion}
    >
      <SheetInside closeControl={closeControl}>{details}</SheetInside>
    </OverlayDrawer>
  );
}

/** The product overlay's surface. On a page the server drew with the product open: its sheet, as
 * drawn (so hydrated), then the live one, rendered in a transition (in slices, between which the
 * browser stays responsive; the served sheet stays on screen meanwhile). Else the live one. */
export default function ProductOverlaySurface(): ReactNode {
  const [served] = useState(sheetServed);
  const [live, setLive] = useState(!served);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live ? <LiveSurface appear={!served} /> : <ServedSurface />;
}
