import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
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
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('common.loading')}>
      <SkeletonItem style={{ width, height }} />
    </Skeleton>
  );
}

/** Placeholder rows shaped like product rows (image + two lines). */
export function ShimmerRows({ count = 3 }: { count?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('common.loading')} data-testid="shimmer">
      {Array.from({ length: count }, (_, i) => (
        <div className={styles.row} key={i}>
          <SkeletonItem shape="square" size={64} />
          <div className={styles.lines}>
            <SkeletonItem size={16} />
            <SkeletonItem size={12} style={{ width: '60%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
