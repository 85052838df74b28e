import {
  Button, MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRefundsQuery } from '../../../graphql/orders.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { Page } from '../../../shared/ui/page';
import { Pager, usePageParam } from '../../../shared/ui/pager';
import { RouteLink } from '../../../shared/ui/route-link';
import { useOrdersStrings } from '../hooks/use-orders-strings';
import { translateOrderError } from '../lib/order-messages';
import { useListCardStyles } from './list-card-styles';
import { RefundCard } from './refund-card';

/** Refund requests per page of /refunds, as /orders. */
export const REFUNDS_PER_PAGE = 10;

const useStyles = makeStyles({
  // The placeholder's lines have a card's line heights, so the list takes their place unmoved.
  line: { height: tokens.lineHeightBase300 },
  titleLine: { height: tokens.lineHeightBase400 },
  short: { width: '40%' },
  badge: { width: '72px' },
});

/** Cards of the list's shape while the first page loads. */
function RefundsPlaceholder() {
  const card = useListCardStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('common.loading')} className={card.list} data-testid="refunds-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={card.card}>
          <SkeletonItem className={mergeClasses(styles.titleLine, styles.short)} />
          <SkeletonItem className={mergeClasses(styles.line, styles.badge)} />
          <SkeletonItem className={mergeClasses(styles.line, styles.short)} />
          <SkeletonItem className={mergeClasses(styles.line, styles.badge)} />
          <SkeletonItem className={mergeClasses(styles.line, card.wide)} />
          <SkeletonItem className={mergeClasses(styles.line, card.wide)} />
        </div>
      ))}
    </Skeleton>
  );
}

/** /refunds: the customer's refund requests, newest first, a page at a time (?page=), each with
 * its order, amount, status and answer. Back goes to /orders, where refunds are asked for. */
export function RefundsPage() {
  useOrdersStrings();
  const card = useListCardStyles();
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const { data, loading, error, refetch } = useRefundsQuery({ variables: { page, perPage: REFUNDS_PER_PAGE }, fetchPolicy: 'cache-and-network' });
  const refunds = data?.refunds?.items ?? [];
  const lastPage = data?.refunds?.pageInfo.last_page ?? 1;

  return (
    <Page title={t('refunds.title')}>
      {error && !data && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{translateOrderError(t, apiErrorOf(error))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch().catch(() => undefined)}>{t('refunds.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {loading && !data && <RefundsPlaceholder />}
      {data && refunds.length === 0 && (
        <div className={card.empty}>
          <Text>{t('refunds.empty')}</Text>
          <RouteLink to="/orders">{t('refunds.toOrders')}</RouteLink>
        </div>
      )}
      {refunds.length > 0 && (
        <ul className={card.list}>
          {refunds.map((refund) => <RefundCard key={refund.id} refund={refund} />)}
        </ul>
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onPage={goTo} strings="orders" />}
    </Page>
  );
}

export default RefundsPage;
