import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelWithdrawalMutation, type WalletHistoryFieldsFragment } from '../../../graphql/wallet.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notify';
import { useMoneyText } from '../hooks/use-money-text';
import { MONEY_QUERIES } from '../lib/refresh';
import { translateWalletError } from '../lib/wallet-errors';

/** Cancel, after asking, of a withdrawal still processing: its money comes back as a new row. */
export function CancelWithdrawal({ withdrawal }: { withdrawal: WalletHistoryFieldsFragment }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const moneyText = useMoneyText();
  const [asking, setAsking] = useState(false);
  const [cancel, { loading }] = useCancelWithdrawalMutation({ variables: { uuid: withdrawal.uuid }, refetchQueries: MONEY_QUERIES });
  const amount = moneyText(withdrawal.price);

  const confirm = async () => {
    setAsking(false);
    try {
      await cancel();
      notify.success(t('wallet.withdraw.canceled'));
    } catch (error) {
      notify.error(translateWalletError(t, apiErrorOf(error)));
    }
  };

  return (
    <>
      <SecondaryButton size="small" loading={loading} aria-label={t('wallet.withdraw.cancelLabel', { amount })} onClick={() => setAsking(true)}>
        {t('wallet.withdraw.cancel')}
      </SecondaryButton>
      <ConfirmDialog
        open={asking}
        title={t('wallet.withdraw.cancelTitle')}
        text={t('wallet.withdraw.cancelText', { amount })}
        confirmLabel={t('wallet.withdraw.cancelConfirm')}
        cancelLabel={t('wallet.withdraw.keep')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
