import { useState } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OrderDocument, useRequestRefundMutation } from '../../../graphql/orders.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateFieldErrors } from '../../../shared/lib/i18n/api-messages';
import { translateOrderError } from '../lib/order-messages';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';

/** Asks for a refund of order `orderId` with the customer's reason. */
export function RefundDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [cause, setCause] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [send, { loading }] = useRequestRefundMutation({
    refetchQueries: [{ query: OrderDocument, variables: { id: orderId } }],
    awaitRefetchQueries: true,
  });
  const mounted = useOpenedOnce(open);

  const submit = async () => {
    if (!cause.trim()) return setFieldError(t('required', { ns: 'errors' }));
    try {
      await send({ variables: { input: { order_id: orderId, cause: cause.trim() } } });
      notify.success(t('orders.refund.sent'));
      onClose();
    } catch (error) {
      const apiError = apiErrorOf(error);
      const fields = translateFieldErrors(t, apiError);
      if (fields.cause) setFieldError(fields.cause);
      else notify.error(translateOrderError(t, apiError));
    }
  };

  if (!mounted) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('orders.refund.title')}</DialogTitle>
          <DialogContent>
            <Field label={t('orders.refund.cause')} required validationMessage={fieldError}>
              <Textarea value={cause} maxLength={LIMITS.requestRefund.cause.maxLength} resize="vertical" onChange={(_, data) => { setCause(data.value); setFieldError(undefined); }} />
            </Field>
          </DialogContent>
          <DialogActions>
            <SecondaryButton onClick={onClose}>{t('common.cancel')}</SecondaryButton>
            <PrimaryButton loading={loading} onClick={() => void submit()}>{t('orders.refund.send')}</PrimaryButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
