import { useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format/date';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { useReviewsStrings } from '../hooks/use-reviews-strings';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

const useStyles = makeStyles({
  comment: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface OrderReviewProps {
  order: {
    id: number;
    shop_id: number;
    can_review: boolean;
    review: { id: number; rating: number; comment: string | null; created_at: string } | null;
  };
}

/** On /orders/{id}: the review given (stars and comment), or "Review this order" while it can be
 * reviewed (delivered, not yet reviewed); nothing otherwise. */
export function OrderReview({ order }: OrderReviewProps) {
  useReviewsStrings();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  if (order.review) {
    return (
      <Card title={t('reviews.order.yours')}>
        <div className={styles.row}>
          <Stars rating={order.review.rating} />
          <Text size={200} className={styles.muted}>{formatDate(order.review.created_at, i18n.language)}</Text>
        </div>
        {order.review.comment && <p className={styles.comment} dir="auto">{order.review.comment}</p>}
      </Card>
    );
  }
  if (!order.can_review) return null;
  return (
    <Card title={t('reviews.order.title')}>
      <Text>{t('reviews.order.text')}</Text>
      <div>
        <PrimaryButton onClick={() => setOpen(true)}>{t('reviews.order.action')}</PrimaryButton>
      </div>
      <ReviewForm shopId={order.shop_id} orderId={order.id} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
