import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/format/intl';

const useStyles = makeStyles({
  root: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  stars: { color: tokens.colorPaletteMarigoldForeground1, letterSpacing: '1px' },
});

export interface ShopRatingProps {
  /** The api's mean of the visible reviews (1 decimal); null without reviews. */
  rating: number | null | undefined;
  count: number | null | undefined;
  /** Five stars drawn, then "4.6 (14)" (the branch directory); the compact form is "★ 4.6 (14)". */
  stars?: boolean;
  /** Nothing at all without reviews (the branch selector's compact list). */
  hideEmpty?: boolean;
  className?: string;
}

/** A branch's rating, "★ 4.6 (14)" (read out "Rated 4.6 out of 5 by 14 reviews"), or "No reviews yet". */
export function ShopRating({ rating, count, stars = false, hideEmpty = false, className }: ShopRatingProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  if (rating == null || !count) {
    if (hideEmpty) return null;
    return <Text size={200} className={mergeClasses(styles.root, className)} data-testid="shop-rating">{t('branch.noReviews')}</Text>;
  }
  const shown = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  const full = Math.round(rating);
  return (
    <Text size={200} className={mergeClasses(styles.root, className)} role="img" aria-label={t('branch.rating', { rating: shown, count })} data-testid="shop-rating">
      {stars && <span className={styles.stars} aria-hidden>{'★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full))} </span>}
      <span aria-hidden>{t(stars ? 'branch.ratingNumber' : 'branch.ratingShort', { rating: shown, count })}</span>
    </Text>
  );
}
