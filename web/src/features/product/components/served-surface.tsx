import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  useDialogSurfaceStyles_unstable,
  useOverlayDrawerStyles_unstable,
  type DialogSurfaceState,
  type OverlayDrawerState,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../shared/hooks/use-media-query';
import { PRODUCT_PARAMS, useProductParam } from '../hooks/use-product-param';
import { useDropParams, useHrefWithout } from '../../../shared/hooks/use-drop-params';
import { servedSheetClosed } from '../hooks/use-served-sheet';
import { DialogInside, OverlayContent, SheetInside, useSurfaceStyles } from './overlay-parts';

/**
 * The product as the server draws it, open: in the page, since a portal cannot be rendered on the
 * server nor hydrated. Fluent's own classes for the drawer or dialog and their backdrop (the
 * drawer's backdrop is the dialog's), so it looks as the live one does. Modal: the shell makes the
 * page behind it inert (`useServedSheet`), so Tab stays in it. Its close control is a link, which
 * without JavaScript loads the page without the product.
 *
 * Hydrated, it stays the product's surface until it closes: Esc and the close control close it,
 * and it takes the focus unless the customer already put it inside. Only then does the live
 * dialog's code (Fluent's Dialog and Drawer, portal, motion and focus trap) load, for the next
 * dish: a visit that opens on a dish never runs it before the customer does anything.
 */
export default function ServedSurface(): ReactNode {
  const styles = useSurfaceStyles();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const close = useDropParams(PRODUCT_PARAMS);
  const closeHref = useHrefWithout(PRODUCT_PARAMS);
  const { uuid } = useProductParam();
  const surface = useRef<HTMLDivElement>(null);
  const dialog = useDialogSurfaceStyles_unstable({ root: { className: styles.dialog }, backdrop: {}, open: true } as DialogSurfaceState);
  const drawer = useOverlayDrawerStyles_unstable({ root: { className: styles.sheet }, position: 'bottom', size: 'full' } as OverlayDrawerState);

  useEffect(() => servedSheetClosed, []); // closed: the next dish opens in the live dialog
  useEffect(() => {
    if (!surface.current?.contains(document.activeElement)) surface.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

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
  if (uuid == null) return null; // closed by its link before this shell re-rendered
  const details = <OverlayContent />;
  return (
    <div className={styles.served} data-served-sheet="">
      <div className={dialog.backdrop?.className} aria-hidden />
      <div
        ref={surface}
        role="dialog"
        aria-modal="true"
        aria-labelledby="product-title"
        aria-label={t('product.dialog')}
        tabIndex={-1}
        className={desktop ? dialog.root.className : drawer.root.className}
      >
        {desktop ? <DialogInside closeControl={closeControl}>{details}</DialogInside> : <SheetInside closeControl={closeControl}>{details}</SheetInside>}
      </div>
    </div>
  );
}
