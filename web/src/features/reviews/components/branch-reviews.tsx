import { useState } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useReviewableOrdersQuery, useShopRatingQuery, useShopReviewsQuery } from '../../../graphql/reviews.generated';
import { addLazyTypePolicies } from '../../../shared/lib/apollo/lazy-type-policies';
import { pageMergePolicy } from '../../../shared/lib/apollo/type-policies/page-merge';
import { useSession } from '../../../shared/lib/session/use-session';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useReviewsStrings } from '../hooks/use-reviews-strings';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/** Reviews a page ("Show more" adds the next one). */
export const REVIEWS_PER_PAGE = 5;

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  more: { justifySelf: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The signed-in customer's delivered order at this branch still to review, if any. */
function useReviewableOrder(shopId: number): number | undefined {
  const { signedIn } = useSession();
  const { data } = useReviewableOrdersQuery({ skip: !signedIn, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  if (!signedIn) return undefined;
  return (data?.orders?.items ?? []).find((order) => order.shop_id === shopId && order.can_review)?.id;
}

/** A branch's reviews: the rating summary, the reviews newest first with "Show more", and
 * "Write a review" when the signed-in customer has a delivered order here not yet reviewed. */
export function BranchReviews({ shopId }: { shopId: number }) {
  useReviewsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { cache } = useApolloClient();
  addLazyTypePolicies(cache, 'reviews', { Query: { fields: { shopReviews: pageMergePolicy(['id', 'perPage'], 'perPage') } } });
  const [writing, setWriting] = useState(false);
  const variables = { id: shopId, page: 1, perPage: REVIEWS_PER_PAGE };
  const rating = useShopRatingQuery({ variables: { id: shopId }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const reviews = useShopReviewsQuery({ variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const orderId = useReviewableOrder(shopId);
  const [loadingMore, setLoadingMore] = useState(false);

  const summary = rating.data?.shopReviewsGroupRating;
  const page = reviews.data?.shopReviews;
  const items = page?.items ?? [];
  const hasMore = !!page && page.pageInfo.current_page < page.pageInfo.last_page;
  const failed = (rating.error && !summary) || (reviews.error && !page);

  const showMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await reviews.fetchMore({ variables: { page: page.pageInfo.current_page + 1 } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={`reviews-${shopId}`} data-testid="branch-reviews">
      <div className={styles.head}>
        <Text as="h2" id={`reviews-${shopId}`} size={600} weight="semibold" className={styles.title}>{t('reviews.title')}</Text>
        {orderId !== undefined && (
          <PrimaryButton icon={<EditRegular />} onClick={() => setWriting(true)}>{t('reviews.write')}</PrimaryButton>
        )}
      </div>
      {failed && <MessageBar intent="error"><MessageBarBody>{t('reviews.loadFailed')}</MessageBarBody></MessageBar>}
      {!summary && !page && !failed && <ShimmerRows count={3} />}
      {summary && summary.count > 0 && <RatingSummary rating={summary} />}
      {page && items.length === 0 && <Text className={styles.muted} data-testid="reviews-empty">{t('reviews.empty')}</Text>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('reviews.list')}>
          {items.map((review) => <ReviewItem key={review.id} review={review} />)}
        </ul>
      )}
      {hasMore && (
        <SecondaryButton className={styles.more} loading={loadingMore} onClick={() => void showMore()}>{t('reviews.more')}</SecondaryButton>
      )}
      {orderId !== undefined && <ReviewForm shopId={shopId} orderId={orderId} open={writing} onClose={() => setWriting(false)} />}
    </section>
  );
}

export default BranchReviews;
