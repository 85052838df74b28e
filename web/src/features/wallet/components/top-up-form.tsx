import { useState } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useTopUpWalletMutation } from '../../../graphql/wallet.generated';
import { useMoneyText } from '../hooks/use-money-text';
import { useWalletForm } from '../hooks/use-wallet-form';
import { amountProblem, parseAmount } from '../lib/amounts';
import { DEMO_PROVIDER } from '../lib/movements';
import { MONEY_QUERIES } from '../lib/refresh';
import { NumberField, WalletFormCard } from './wallet-form-card';

/** Top up: an amount charged through the payment provider and added to the balance. The demo
 * provider (the only one today) takes no money, and says so. */
export function TopUpForm() {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  // Each answer names its provider; until the first, the one there is.
  const [provider, setProvider] = useState(DEMO_PROVIDER);
  const [topUp] = useTopUpWalletMutation({ refetchQueries: MONEY_QUERIES });
  const form = useWalletForm({
    initial: { price: '' },
    check: ({ price }) => ({ price: amountProblem(price) }),
    send: async ({ price }) => {
      const answer = (await topUp({ variables: { input: { price: parseAmount(price)! } } })).data?.topUpWallet;
      const amount = moneyText(answer?.history.price ?? parseAmount(price)!);
      if (answer) setProvider(answer.provider);
      return t(answer?.provider === DEMO_PROVIDER ? 'wallet.topUp.doneDemo' : 'wallet.topUp.done', { amount });
    },
  });
  const demo = provider === DEMO_PROVIDER && (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody data-testid="demo-payment">{t('wallet.topUp.demo')}</MessageBarBody>
    </MessageBar>
  );
  return (
    <WalletFormCard title={t('wallet.topUp.title')} intro={demo} submitLabel={t('wallet.topUp.submit')} sending={form.sending} onSubmit={(event) => void form.submit(event)}>
      <NumberField money name="price" label={t('wallet.topUp.amount')} value={form.values.price} error={form.errors.price} onChange={(value) => form.change('price', value)} />
    </WalletFormCard>
  );
}
