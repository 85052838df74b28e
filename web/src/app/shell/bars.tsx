import { Suspense, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  bottom: {
    position: 'sticky',
    bottom: 0,
    zIndex: 4,
    minHeight: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    ':empty': { display: 'none' },
  },
  footerBar: { position: 'sticky', bottom: 0, zIndex: 4, ':empty': { display: 'none' } },
});

/** The mobile bottom bar, sticky at the bottom; the cart's bar fills it. */
export function MobileBottomBar({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.bottom} data-testid="mobile-bottom-bar">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** The bar next to the footer on wide screens, sticky too; the cart's bar fills it. */
export function FooterBar({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.footerBar} data-testid="footer-bar">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
