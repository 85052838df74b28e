import { Badge, Text, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRefundOrderQuery, type RefundFieldsFragment, type RefundStatus } from '../../../graphql/orders.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { isolate } from '../../../shared/lib/i18n/direction';
import { Money } from '../../../shared/ui/money';
import { RouteLink } from '../../../shared/ui/route-link';
import { Shimmer } from '../../../shared/ui/shimmer';
import { refundMeaningKey } from '../lib/refund-status';
import { useListCardStyles } from './list-card-styles';

const COLORS: Record<RefundStatus, BadgeProps['color']> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** A refund request's status as a short coloured label. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={COLORS[status]} data-testid="refund-status">
      {t(`refunds.status.${status}`)}
    </Badge>
  );
}

/** The order's total and payment: the refund carries only the order's id. An approved refund's
 * payment may have just gone back to the wallet, so that one is read again. */
function useRefundOrder(refund: RefundFieldsFragment) {
  const { data, loading } = useRefundOrderQuery({
    variables: { id: refund.order_id },
    fetchPolicy: refund.status === 'approved' ? 'cache-and-network' : 'cache-first',
  });
  return { order: data?.order, loading };
}

/** One of the customer's refund requests: the order, the amount, when, the status and what it
 * means, the customer's reason and the staff's answer. */
export function RefundCard({ refund }: { refund: RefundFieldsFragment }) {
  const styles = useListCardStyles();
  const { t, i18n } = useTranslation();
  const { order, loading } = useRefundOrder(refund);
  return (
    <li className={styles.card}>
      <RouteLink to={`/orders/${refund.order_id}`} className={styles.title} aria-label={t('orders.open', { id: refund.order_id })}>
        {t('orders.number', { id: refund.order_id })}
      </RouteLink>
      <span className={styles.end}>
        <RefundStatusBadge status={refund.status} />
      </span>
      <Text className={styles.muted}>{t('refunds.requestedOn', { date: formatDate(refund.created_at, i18n.language) })}</Text>
      <Text className={styles.end} data-testid="refund-amount">
        {order ? <Money amount={order.total_price} currency={order.currency} /> : loading && <Shimmer width={72} height={20} />}
      </Text>
      <Text className={styles.wide} data-testid="refund-meaning">{t(refundMeaningKey(refund.status, order?.transaction))}</Text>
      <Text className={styles.wide}>{t('refunds.cause', { cause: isolate(refund.cause) })}</Text>
      {refund.answer && <Text className={styles.wide} data-testid="refund-answer">{t('orders.refund.answer', { answer: isolate(refund.answer) })}</Text>}
    </li>
  );
}
