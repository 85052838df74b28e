import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsSmall } from '../hooks/use-media-query';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { fullScreenSurface } from './surface-styles';

const useStyles = makeStyles({
  fullScreen: { ...fullScreenSurface, padding: tokens.spacingHorizontalL },
  dialogBody: { height: '100%', gridTemplateRows: 'auto 1fr' },
  // Flush: the content fills the panel edge to edge and scrolls itself (a conversation).
  flushSurface: { padding: 0 },
  flushDialogBody: { gridTemplateRows: 'auto minmax(0, 1fr)', rowGap: 0 },
  flushTitle: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  flushAction: { paddingInlineEnd: tokens.spacingHorizontalS },
  flushContent: { padding: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' },
});

export interface ResponsivePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** `data-testid` of the surface; its `data-layout` says which of the two it is. */
  testId: string;
  /** No padding around the content, which then fills the panel and scrolls itself. */
  flush?: boolean;
  children: ReactNode;
}

/**
 * A panel beside the page: a side drawer at the end edge, or a full-screen dialog up to 576 px
 * wide, with its title and a close button (the notification panel, the chat). Nothing of it is in
 * the page until it first opens.
 */
export function ResponsivePanel({ open, onOpenChange, title, testId, flush = false, children }: ResponsivePanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const small = useIsSmall();
  // Mounted from its first opening only: a closed Dialog or Drawer already traps the page's focus.
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  const closeButton = <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common.close')} onClick={() => onOpenChange(false)} />;
  if (small) {
    return (
      <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
        <DialogSurface className={mergeClasses(styles.fullScreen, flush && styles.flushSurface)} data-testid={testId} data-layout="full-screen">
          <DialogBody className={mergeClasses(styles.dialogBody, flush && styles.flushDialogBody)}>
            <DialogTitle
              className={flush ? styles.flushTitle : undefined}
              action={flush ? <span className={styles.flushAction}>{closeButton}</span> : closeButton}
            >
              {title}
            </DialogTitle>
            <DialogContent className={flush ? styles.flushContent : undefined}>{children}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return (
    <OverlayDrawer open={open} position="end" size="medium" onOpenChange={(_, data) => onOpenChange(data.open)} data-testid={testId} data-layout="drawer">
      <DrawerHeader>
        <DrawerHeaderTitle action={closeButton}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={flush ? styles.flushContent : undefined}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
