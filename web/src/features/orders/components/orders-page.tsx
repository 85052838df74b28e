import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOrdersQuery, type OrderSummaryFieldsFragment } from '../../../graphql/orders.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateOrderError } from '../lib/order-messages';
import { Money } from '../../../shared/ui/money';
import { Page } from '../../../shared/ui/page';
import { Pager, usePageParam } from '../../../shared/ui/pager';
import { RouteLink } from '../../../shared/ui/route-link';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useOrdersStrings } from '../hooks/use-orders-strings';
import { orderStatusOf, statusMessageKey } from '../lib/order-status';
import { OrderStatusBadge } from './order-status-badge';
import { formatDate } from '../../../shared/lib/format/date';
import { useListCardStyles } from './list-card-styles';

/** Orders per page of /orders. */
export const ORDERS_PER_PAGE = 10;

function OrderCard({ order }: { order: OrderSummaryFieldsFragment }) {
  const styles = useListCardStyles();
  const { t, i18n } = useTranslation();
  const status = orderStatusOf(order.status);
  return (
    <li className={styles.card}>
      <RouteLink to={`/orders/${order.id}`} className={styles.title} aria-label={t('orders.open', { id: order.id })}>
        {t('orders.number', { id: order.id })}
      </RouteLink>
      <span className={styles.end}>
        <OrderStatusBadge status={order.status} />
      </span>
      <Text className={styles.muted}>
        {order.shop.translation.title} · {t('orders.placedOn', { date: formatDate(order.created_at, i18n.language) })}
      </Text>
      <Text className={styles.end}>
        <Money amount={order.total_price} currency={order.currency} />
      </Text>
      <Text className={styles.muted}>{t('orders.items', { count: order.order_details_count })}</Text>
      {status && <Text className={styles.wide}>{t(statusMessageKey(status))}</Text>}
    </li>
  );
}

/** /orders: the customer's own orders, newest first, a page at a time (?page=). */
export function OrdersPage() {
  useOrdersStrings();
  const styles = useListCardStyles();
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const { data, loading, error } = useOrdersQuery({ variables: { page, perPage: ORDERS_PER_PAGE }, fetchPolicy: 'cache-and-network' });
  const orders = data?.orders?.items ?? [];
  const lastPage = data?.orders?.pageInfo.last_page ?? 1;

  return (
    <Page title={t('orders.title')}>
      <RouteLink to="/refunds" className={styles.pageLink}>{t('refunds.title')}</RouteLink>
      {error && !data && (
        <MessageBar intent="error">
          <MessageBarBody>{translateOrderError(t, apiErrorOf(error))}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <ShimmerRows count={3} />}
      {data && orders.length === 0 && (
        <div className={styles.empty}>
          <Text>{t('orders.empty')}</Text>
          <RouteLink to="/">{t('orders.browse')}</RouteLink>
        </div>
      )}
      {orders.length > 0 && (
        <ul className={styles.list}>
          {orders.map((order) => <OrderCard key={order.id} order={order} />)}
        </ul>
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onPage={goTo} strings="orders" />}
    </Page>
  );
}

export default OrdersPage;
