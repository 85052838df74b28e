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
  footerBar: { ':empty': { display: 'none' } },
});

/** SEAM (cart): the mobile bottom bar; an empty slot until the cart fills it. */
export function MobileBottomBar() {
  const styles = useStyles();
  return <div className={styles.bottom} data-testid="mobile-bottom-bar" />;
}

/** SEAM (cart): the bar next to the footer on wide screens; an empty slot for now. */
export function FooterBar() {
  const styles = useStyles();
  return <div className={styles.footerBar} data-testid="footer-bar" />;
}
