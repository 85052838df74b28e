import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderStatusOf, statusLabelKey, type OrderStatus } from '../lib/order-status';

const COLORS: Record<OrderStatus, BadgeProps['color']> = {
  new: 'informative',
  accepted: 'brand',
  ready: 'warning',
  on_a_way: 'important',
  delivered: 'success',
  canceled: 'danger',
};

/** An order's status as a short coloured label; an unknown status shows as sent. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = orderStatusOf(status);
  return (
    <Badge appearance="tint" color={known ? COLORS[known] : 'subtle'} data-testid="order-status">
      {known ? t(statusLabelKey(known)) : status}
    </Badge>
  );
}
