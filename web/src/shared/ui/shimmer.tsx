import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

// Fluent's Skeleton look (stencil colours, a wave running across) in a few rules of our own:
// the placeholders are in the first load, where Skeleton's 2 KB are not worth it.
const useStyles = makeStyles({
  item: {
    display: 'block',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralStencil1} 0%, ${tokens.colorNeutralStencil2} 50%, ${tokens.colorNeutralStencil1} 100%)`,
    backgroundSize: '300% 100%',
    animationName: { from: { backgroundPositionX: '300%' }, to: { backgroundPositionX: '0%' } },
    animationDuration: '3s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  square: { width: '64px', height: '64px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '64px 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalS,
  },
  lines: { display: 'grid', rowGap: tokens.spacingVerticalXS },
});

/** A rectangular loading placeholder. */
export function Shimmer({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return <span role="progressbar" aria-label={t('common.loading')} aria-busy className={styles.item} style={{ width, height }} />;
}

/** Placeholder rows shaped like product rows (image + two lines). */
export function ShimmerRows({ count = 3 }: { count?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div role="progressbar" aria-label={t('common.loading')} aria-busy data-testid="shimmer">
      {Array.from({ length: count }, (_, i) => (
        <div className={styles.row} key={i}>
          <span className={mergeClasses(styles.item, styles.square)} />
          <div className={styles.lines}>
            <span className={styles.item} style={{ height: 16 }} />
            <span className={styles.item} style={{ height: 12, width: '60%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
