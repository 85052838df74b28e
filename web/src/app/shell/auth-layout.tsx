import { makeStyles, tokens } from '@fluentui/react-components';
import { Logo } from '../../shared/ui/logo';
import { ShimmerRows } from '../../shared/ui/shimmer';
import { usePageFocus } from '../../shared/hooks/use-page-focus';
import { ConnectionNotices } from '../../features/offline';
import { RouteOutlet } from './route-outlet';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'grid',
    alignContent: 'start',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  // The page takes the focus after a navigation (usePageFocus); it is no control, so no ring.
  page: { width: '100%', maxWidth: '480px', ':focus': { outlineStyle: 'none' } },
});

/** Auth pages skip the full shell: only the logo and the page. */
export function AuthLayout() {
  const styles = useStyles();
  const page = usePageFocus<HTMLDivElement>();
  return (
    <div className={styles.root}>
      <Logo />
      <ConnectionNotices />
      <div className={styles.page} ref={page} tabIndex={-1}>
        <RouteOutlet fallback={<ShimmerRows count={2} />} />
      </div>
    </div>
  );
}
