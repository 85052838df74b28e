import type { ReactNode } from 'react';
import { Button, Dialog, DialogSurface, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../shared/hooks/use-media-query';
import { PRODUCT_PARAMS, useProductParam } from '../hooks/use-product-param';
import { useDropParams } from '../../../shared/hooks/use-drop-params';
import { useReturnFocus } from '../../../shared/hooks/use-return-focus';
import { DialogInside, OverlayContent, SheetInside, useSurfaceStyles } from './overlay-parts';

/** The live product overlay: a dialog at ≥1140px, a bottom sheet below, opened and closed by the
 * URL with Fluent's motion, the focus trapped in it and given back to the dish's link. */
export default function LiveSurface(): ReactNode {
  const styles = useSurfaceStyles();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { uuid } = useProductParam();
  const close = useDropParams(PRODUCT_PARAMS);
  const open = uuid != null;
  useReturnFocus(open);
  const details = open && <OverlayContent />;
  const closeControl = <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={close} />;

  if (desktop) {
    return (
      <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.dialog} aria-label={t('product.dialog')}>
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
    >
      <SheetInside closeControl={closeControl}>{details}</SheetInside>
    </OverlayDrawer>
  );
}
