import { Field, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useWithdrawFromWalletMutation } from '../../../graphql/wallet.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { useMoneyText } from '../hooks/use-money-text';
import { useWalletForm } from '../hooks/use-wallet-form';
import { amountProblem, parseAmount } from '../lib/amounts';
import { MONEY_QUERIES } from '../lib/refresh';
import { NumberField, WalletFormCard } from './wallet-form-card';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

/** Withdraw: an amount taken from the balance at once and paid out by staff, with where to pay
 * it. Above the balance the api refuses (ERROR_109, under the amount). */
export function WithdrawForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  const [withdraw] = useWithdrawFromWalletMutation({ refetchQueries: MONEY_QUERIES });
  const form = useWalletForm({
    initial: { price: '', note: '' },
    check: ({ price }) => ({ price: amountProblem(price) }),
    send: async ({ price, note }) => {
      const answer = (await withdraw({ variables: { input: { price: parseAmount(price)!, note: note.trim() || null } } })).data?.withdrawFromWallet;
      return t('wallet.withdraw.done', { amount: moneyText(answer?.price ?? parseAmount(price)!) });
    },
  });
  return (
    <WalletFormCard
      title={t('wallet.withdraw.title')}
      intro={<Text className={styles.muted}>{t('wallet.withdraw.text')}</Text>}
      submitLabel={t('wallet.withdraw.submit')}
      sending={form.sending}
      onSubmit={(event) => void form.submit(event)}
    >
      <NumberField money name="price" label={t('wallet.withdraw.amount')} value={form.values.price} error={form.errors.price} onChange={(value) => form.change('price', value)} />
      <Field label={t('wallet.withdraw.note')} validationMessage={form.errors.note}>
        <Textarea
          name="note"
          value={form.values.note}
          maxLength={LIMITS.withdrawFromWallet.note.maxLength}
          resize="vertical"
          placeholder={t('wallet.withdraw.notePlaceholder')}
          onChange={(_, data) => form.change('note', data.value)}
        />
      </Field>
    </WalletFormCard>
  );
}
