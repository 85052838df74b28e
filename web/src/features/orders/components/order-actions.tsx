import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCancelOrderMutation, type OrderFieldsFragment } from '../../../graphql/orders.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateOrderError } from '../lib/order-messages';
import { useRootStoreApi } from '../../../shared/lib/storage';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { ReplaceCartDialog, useCart, useCartStrings } from '../../cart';
import { reorderLines } from '../lib/order-again';
import { RefundDialog } from './refund-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** What the customer can do with an order: cancel it or ask for a refund when the api says they
 * may (`can_cancel`, `can_refund`), and put its dishes back into the cart. */
export function OrderActions({ order }: { order: OrderFieldsFragment }) {
  useCartStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const store = useRootStoreApi();
  const { cart, add, clear } = useCart();
  const [asking, setAsking] = useState<'cancel' | 'refund' | 'replace' | null>(null);
  const [again, setAgain] = useState(false);
  const [cancel, canceling] = useCancelOrderMutation({ variables: { id: order.id } });
  const fail = (error: unknown) => notify.error(translateOrderError(t, apiErrorOf(error)));

  const confirmCancel = async () => {
    setAsking(null);
    try {
      await cancel();
      notify.success(t('orders.canceled'));
    } catch (error) {
      fail(error);
    }
  };

  const orderAgain = async (emptyFirst: boolean) => {
    setAsking(null);
    const lines = reorderLines(order.details);
    if (!lines.length) return notify.warning(t('orders.againNone'));
    setAgain(true);
    try {
      if (emptyFirst) await clear();
      for (const line of lines) await add(order.shop_id, line);
      // The menu shows the order's branch, where the cart now is.
      store.setState({ branchId: order.shop_id });
      notify.success(t('orders.againDone', { count: lines.length }));
      navigate('/');
    } catch (error) {
      fail(error);
    } finally {
      setAgain(false);
    }
  };

  const startAgain = () => {
    if (cart.lines.length > 0 && cart.shopId !== order.shop_id) setAsking('replace');
    else void orderAgain(false);
  };

  return (
    <div className={styles.root}>
      <PrimaryButton loading={again} onClick={startAgain}>{t('orders.again')}</PrimaryButton>
      {order.can_cancel && (
        <SecondaryButton loading={canceling.loading} onClick={() => setAsking('cancel')}>{t('orders.cancel')}</SecondaryButton>
      )}
      {order.can_refund && (
        <SecondaryButton onClick={() => setAsking('refund')}>{t('orders.refund.ask')}</SecondaryButton>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('orders.cancel')}
        text={t('orders.cancelQuestion')}
        confirmLabel={t('orders.cancel')}
        cancelLabel={t('orders.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(null)}
      />
      <ReplaceCartDialog
        open={asking === 'replace'}
        text={t('cart.otherBranchAdd')}
        onConfirm={() => void orderAgain(true)}
        onCancel={() => setAsking(null)}
      />
      <RefundDialog orderId={order.id} open={asking === 'refund'} onClose={() => setAsking(null)} />
    </div>
  );
}
