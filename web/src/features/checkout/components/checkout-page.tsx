import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Textarea, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../graphql/limits.generated';
import { translateOrderError } from '../../orders';
import { useOnline } from '../../../shared/lib/connection';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { Card } from '../../../shared/ui/card';
import { useTwoColumnStyles } from '../../../shared/ui/two-columns';
import { Page } from '../../../shared/ui/page';
import { RouteLink } from '../../../shared/ui/route-link';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useNotify } from '../../../shared/ui/notify';
import { useBranches } from '../../branches';
import { useCart } from '../../cart';
import { useSiteSettings } from '../../settings';
import { useCalculation } from '../hooks/use-calculation';
import { useCheckoutStrings } from '../hooks/use-checkout-strings';
import { usePlaceOrder } from '../hooks/use-place-order';
import { calculationBody, initialForm, orderBody, readyToPlace, walletTooLow, type CheckoutForm } from '../lib/checkout-form';
import { isUnreachable, sectionOf, type CheckoutSection } from '../lib/checkout-errors';
import { CheckoutSummary } from './checkout-summary';
import { CouponSection } from './coupon-section';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { TipSection } from './tip-section';
import { WhenSection } from './when-section';

const useStyles = makeStyles({
  sticky: { '@media (min-width: 1140px)': { position: 'sticky', top: tokens.spacingVerticalL } },
});

/** The translated refusal per checkout section (the calculation's and the order's). */
function useSectionErrors(...errors: (ApiError | null)[]): Partial<Record<CheckoutSection, string>> {
  const { t } = useTranslation();
  const out: Partial<Record<CheckoutSection, string>> = {};
  for (const error of errors) {
    if (!error) continue;
    const section = sectionOf(error);
    out[section] ??= section === 'summary' && isUnreachable(error) ? t('checkout.offline') : translateOrderError(t, error);
  }
  return out;
}

/** Why no order can be placed now whatever the form says: the device is offline, or dishes added
 * offline are not in the server's cart yet. The cart stays as it is. */
function useOrderHold(pending: number): string | undefined {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return t('checkout.offlineNow');
  return pending > 0 ? t('checkout.pendingLines') : undefined;
}

/** /checkout: delivery or pickup, where, when, how to pay, tip, coupon and note; the server's
 * calculation of it all, then Place order. */
export function CheckoutPage() {
  useCheckoutStrings();
  const styles = useStyles();
  const columns = useTwoColumnStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { cart, loading } = useCart();
  // Asked again on entering checkout: "as soon as possible" follows the server's open_now.
  const { branches } = useBranches({ current: true });
  const settings = useSiteSettings();
  // The accepted methods are the `payment_methods` setting (`payment_type` only tells Foodyman clients where to read them).
  const paymentTypes = useMemo(() => (settings.payment_methods ?? 'cash').split(',').map((s) => s.trim()).filter(Boolean), [settings.payment_methods]);
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(paymentTypes[0] ?? 'cash', null));
  const branch = branches.find((b) => b.id === cart.shopId);
  const openNow = branch ? branch.open_now === true : true;
  const cartVersion = cart.lines.map((line) => `${line.key}×${line.quantity}`).join();
  const calc = useCalculation(cart.id ?? null, calculationBody(form), cartVersion);
  const placing = usePlaceOrder();
  const errors = useSectionErrors(calc.error, placing.error);
  const hold = useOrderHold(cart.pending);
  const walletShort = walletTooLow(form.paymentType, calc.calculation);
  const change = (patch: Partial<CheckoutForm>) => {
    placing.clearError();
    setForm((current) => ({ ...current, ...patch }));
  };

  if (loading) return <Page title={t('checkout.title')}><ShimmerRows count={4} /></Page>;
  // Only dishes added offline (the server's cart unread): shown, and the order waits for them.
  if (cart.shopId == null || cart.lines.length === 0) {
    return (
      <Page title={t('checkout.title')}>
        <Text>{t('checkout.emptyCart')}</Text>
        <RouteLink to="/">{t('checkout.browse')}</RouteLink>
      </Page>
    );
  }

  const submit = async () => {
    const id = await placing.place(orderBody(form, cart.id!, cart.shopId!));
    if (id === null) return;
    notify.success(t('checkout.placed'));
    navigate(`/orders/${id}`, { replace: true });
  };

  return (
    <Page title={t('checkout.title')}>
      <div className={columns.layout}>
        <div className={columns.column}>
          <DeliverySection
            deliveryType={form.deliveryType}
            addressId={form.addressId}
            branchTitle={branch?.translation?.title ?? ''}
            addressError={form.deliveryType === 'delivery' ? errors.address : undefined}
            onType={(deliveryType) => change({ deliveryType })}
            onAddress={(addressId) => change({ addressId })}
          />
          <WhenSection
            shopId={cart.shopId}
            branch={branch}
            when={form.when}
            openNow={openNow}
            error={errors.when}
            onChange={(next) => change({ when: next })}
          />
          <PaymentSection
            types={paymentTypes}
            value={form.paymentType}
            walletBalance={calc.calculation?.wallet.price}
            error={errors.payment ?? (walletShort ? t('insufficientWallet', { ns: 'errors' }) : undefined)}
            onChange={(paymentType) => change({ paymentType })}
          />
          <TipSection subtotal={calc.calculation?.price ?? cart.total} tip={form.tip} error={errors.tip} onChange={(tip) => change({ tip })} />
          <CouponSection coupon={form.coupon} error={errors.coupon} checked={calc.calculation !== null && !calc.loading} onChange={(coupon) => change({ coupon })} />
          <Card title={t('checkout.note')}>
            <Textarea aria-label={t('checkout.note')} value={form.note} maxLength={LIMITS.placeOrder.note.maxLength} resize="vertical" onChange={(_, d) => change({ note: d.value })} />
          </Card>
        </div>
        <div className={mergeClasses(columns.column, styles.sticky)}>
          <CheckoutSummary
            lines={cart.lines}
            pending={form.deliveryType === 'delivery' && form.addressId === null ? t('checkout.chooseAddress') : undefined}
            calculation={calc.calculation}
            calculating={calc.loading}
            error={hold ?? errors.summary}
            canPlace={!hold && readyToPlace(form) && calc.calculation !== null && (openNow || form.when.kind === 'scheduled') && !walletShort}
            placing={placing.placing}
            onPlace={() => void submit()}
          />
        </div>
      </div>
    </Page>
  );
}

export default CheckoutPage;
