import { Avatar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReviewFieldsFragment } from '../../../graphql/reviews.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { imageUrl } from '../../../shared/lib/images';
import { Stars } from './stars';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { display: 'grid', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  // Plain text: React escapes it; line breaks the customer typed are kept.
  comment: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  photos: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  photo: {
    inlineSize: '72px',
    blockSize: '72px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'block',
  },
});

/** One review: the author's first name and avatar (initials without one), the day, the stars,
 * the comment as plain text and the photos as thumbnails (each opens the full picture). */
export function ReviewItem({ review }: { review: ReviewFieldsFragment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const name = review.user?.firstname?.trim() || t('reviews.anonymous');
  const avatar = review.user?.img ? imageUrl(review.user.img) : undefined;
  const photos = review.galleries;
  return (
    <li className={styles.root} data-testid="review">
      <Avatar name={name} image={avatar ? { src: avatar, alt: '' } : undefined} color="colorful" aria-hidden />
      <div className={styles.body}>
        <div className={styles.head}>
          <Text weight="semibold">{name}</Text>
          <Text size={200} className={styles.muted}>
            <time dateTime={review.created_at.replace(' ', 'T')}>{formatDate(review.created_at, i18n.language)}</time>
          </Text>
        </div>
        <Stars rating={review.rating} size="small" />
        {review.comment && <p className={styles.comment} dir="auto">{review.comment}</p>}
        {photos.length > 0 && (
          <ul className={styles.photos}>
            {photos.map((photo) => (
              <li key={photo.path}>
                <a href={imageUrl(photo.path)} target="_blank" rel="noreferrer">
                  <img className={styles.photo} src={imageUrl(photo.path)} alt={t('reviews.photoBy', { name })} width={72} height={72} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
