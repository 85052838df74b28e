import { RatingDisplay, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ root: { display: 'inline-flex', alignItems: 'center' } });

/** `rating` stars out of 5, read as "4 out of 5 stars" (the stars themselves are decoration). */
export function Stars({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' | 'large' | 'extra-large' }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.stars', { count: rating, rating })} className={styles.root} data-testid="stars" data-rating={rating}>
      <RatingDisplay value={rating} max={5} size={size} color="marigold" valueText={null} aria-hidden />
    </span>
  );
}
