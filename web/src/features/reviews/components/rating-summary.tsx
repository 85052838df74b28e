import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShopRatingQuery } from '../../../graphql/reviews.generated';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { Stars } from './stars';
import { numberFormat } from '../../../shared/lib/format/intl';

type Rating = NonNullable<ShopRatingQuery['shopReviewsGroupRating']>;

const useStyles = makeStyles({
  root: twoColumnsFrom(768, 'auto minmax(0, 1fr)', tokens.spacingHorizontalXL, 'center'),
  average: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalXS },
  value: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  bars: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  bar: { display: 'grid', gridTemplateColumns: '4.5em minmax(0, 1fr) 3em', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  track: { blockSize: '8px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground4, overflow: 'hidden' },
  fill: { blockSize: '100%', backgroundColor: tokens.colorPaletteMarigoldBackground3, borderRadius: tokens.borderRadiusCircular },
  count: { textAlign: 'end', color: tokens.colorNeutralForeground3 },
});

const STARS = [5, 4, 3, 2, 1] as const;

/** The average with its stars, the number of reviews and a bar per star (5 → 1), each bar
 * named in words ("5 stars: 12 reviews") for screen readers. */
export function RatingSummary({ rating }: { rating: Rating }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const average = rating.avg ?? 0;
  const number = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={styles.root} data-testid="rating-summary">
      <div className={styles.average}>
        <span className={styles.value} data-testid="rating-average">{number.format(average)}</span>
        <Stars rating={Math.round(average * 2) / 2} size="large" />
        <Text className={styles.muted} data-testid="rating-count">{t('reviews.count', { count: rating.count })}</Text>
      </div>
      <ul className={styles.bars} aria-label={t('reviews.distribution')}>
        {STARS.map((star) => {
          const count = rating.group[`_${star}`];
          const share = rating.count ? Math.round((count / rating.count) * 100) : 0;
          const label = t('reviews.bar', { count, star });
          return (
            <li key={star} className={styles.bar} aria-label={label} data-testid={`rating-bar-${star}`}>
              <Text aria-hidden>{t('reviews.starLabel', { count: star })}</Text>
              <div className={styles.track} aria-hidden>
                <div className={styles.fill} style={{ inlineSize: `${share}%` }} />
              </div>
              <Text className={styles.count} aria-hidden>{count}</Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
