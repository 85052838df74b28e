import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { MessageBar, MessageBarActions, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useOrderQuery, type OrderFieldsFragment } from '../../../graphql/orders.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { isPositiveId } from '../../../shared/lib/ids';
import { translateOrderError } from '../lib/order-messages';
import { formatDay } from '../../../shared/lib/format/date';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useOrdersStrings } from '../hooks/use-orders-strings';
import { isOpen, orderStatusOf, statusMessageKey, timeline } from '../lib/order-status';
import { isolate } from '../../../shared/lib/i18n/direction';
import { RouteLink } from '../../../shared/ui/route-link';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { OrderReview } from '../../reviews';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PriceSummary } from './price-summary';

/** How often an open order is read again while its page is visible: its status moves in minutes,
 * so a few seconds is live enough, and only this page polls. */
export const ORDER_POLL_MS = 10_000;

const useStyles = makeStyles({
  layout: twoColumnsFrom(768, 'minmax(0, 3fr) minmax(0, 2fr)', tokens.spacingHorizontalL),
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  line: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  row: { display: 'contents' },
  facts: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, margin: 0 },
  factValue: { margin: 0 },
});

function OrderLines({ order }: { order: OrderFieldsFragment }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.lines}>
      {order.details.map((line) => (
        <li key={line.id} className={styles.line}>
          <span>{line.quantity}×</span>
          <span>
            {line.stock?.product.translation.title ?? <span className={styles.muted}>{t('orders.unavailable')}</span>}
            {line.stock && line.stock.extras.length > 0 && (
              <span className={styles.muted}> · {line.stock.extras.map((e) => e.value).join(', ')}</span>
            )}
            {line.addons.map((addon) => (
              <Text key={addon.id} block size={200} className={styles.muted}>
                + {addon.quantity}× {addon.stock?.product.translation.title ?? t('orders.unavailable')}
              </Text>
            ))}
          </span>
          <Money amount={line.total_price + line.addons.reduce((sum, addon) => sum + addon.total_price, 0)} currency={order.currency} />
        </li>
      ))}
    </ul>
  );
}

function OrderFacts({ order }: { order: OrderFieldsFragment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const pickup = order.delivery_type === 'pickup';
  const facts: [string, string][] = [
    [t(pickup ? 'orders.pickupAt' : 'orders.deliverTo'), pickup ? order.shop.translation.title : order.address?.address ?? ''],
    [t('orders.when'), order.asap ? t('orders.asap') : t('orders.scheduled', { date: formatDay(order.delivery_date, i18n.language), time: order.delivery_time })],
    [t('orders.payment'), t(`orders.paymentType.${order.payment_type}`, { defaultValue: order.payment_type })],
  ];
  if (order.note) facts.push([t('orders.note'), order.note]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.muted}>{label}</dt>
          {/* An address or a note is the customer's, in whichever direction it was typed. */}
          <dd className={styles.factValue}><bdi>{value}</bdi></dd>
        </div>
      ))}
    </dl>
  );
}

const REFUND_INTENTS = { pending: 'info', approved: 'success', rejected: 'error' } as const;

/** The order's refund request, with the way to every request of the customer. */
function RefundState({ refund }: { refund: NonNullable<OrderFieldsFragment['refund']> }) {
  const { t } = useTranslation();
  const { status } = refund;
  return (
    <MessageBar intent={REFUND_INTENTS[status]} layout="multiline">
      <MessageBarBody>
        {t(`orders.refund.status.${status}`)}
        {refund.answer && <Text block>{t('orders.refund.answer', { answer: isolate(refund.answer) })}</Text>}
      </MessageBarBody>
      <MessageBarActions>
        <RouteLink to="/refunds">{t('refunds.title')}</RouteLink>
      </MessageBarActions>
    </MessageBar>
  );
}

function OrderView({ order }: { order: OrderFieldsFragment }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const status = orderStatusOf(order.status);
  return (
    <>
      <div className={styles.head}>
        <OrderStatusBadge status={order.status} />
        <Text className={styles.muted}>{order.shop.translation.title}</Text>
      </div>
      {status && (
        <MessageBar intent={status === 'canceled' ? 'warning' : status === 'delivered' ? 'success' : 'info'} layout="multiline">
          <MessageBarBody data-testid="order-message">{t(statusMessageKey(status))}</MessageBarBody>
        </MessageBar>
      )}
      {order.refund && <RefundState refund={order.refund} />}
      <OrderActions order={order} />
      <OrderReview order={order} />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card title={t('orders.timeline')}>
            <OrderTimeline steps={timeline(order.delivery_type, status, order.status_history)} />
            {isOpen(status) && <Text size={200} className={styles.muted}>{t('orders.live')}</Text>}
          </Card>
          <Card title={t(order.delivery_type === 'pickup' ? 'orders.pickup' : 'orders.delivery')}>
            <OrderFacts order={order} />
          </Card>
        </div>
        <div className={styles.column}>
          <Card title={t('orders.lines')}>
            <OrderLines order={order} />
          </Card>
          <Card title={t('orders.summary')}>
            <PriceSummary
              currency={order.currency}
              amounts={{
                subtotal: order.origin_price,
                discount: order.total_discount,
                coupon: order.coupon_price,
                tax: order.tax,
                deliveryFee: order.delivery_fee,
                serviceFee: order.service_fee,
                tip: order.tips,
                total: order.total_price,
              }}
            />
          </Card>
        </div>
      </div>
    </>
  );
}

/** /orders/{id}: one of the customer's orders, followed live (polling) while it is open. */
export function OrderPage() {
  useOrdersStrings();
  const { t } = useTranslation();
  const param = useParams().id ?? '';
  const valid = isPositiveId(param);
  const id = Number(param);
  const { data, loading, error, startPolling, stopPolling } = useOrderQuery({
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const order = data?.order;
  const open = isOpen(orderStatusOf(order?.status ?? ''));
  // Polls while the order is open; stops once it is over; pauses while the tab is hidden.
  useEffect(() => {
    if (!open) return;
    startPolling(ORDER_POLL_MS);
    return stopPolling;
  }, [open, startPolling, stopPolling]);
  const missing = !valid || apiErrorOf(error)?.status === 404;

  return (
    <Page title={t('orders.number', { id: valid ? id : '' })}>
      {missing && <MessageBar intent="warning"><MessageBarBody>{t('orders.notFound')}</MessageBarBody></MessageBar>}
      {!missing && error && !order && <MessageBar intent="error"><MessageBarBody>{translateOrderError(t, apiErrorOf(error))}</MessageBarBody></MessageBar>}
      {loading && !order && <ShimmerRows count={4} />}
      {order && <OrderView order={order} />}
    </Page>
  );
}

export default OrderPage;
