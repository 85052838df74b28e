import { useState } from 'react';
import { Badge, Field, Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useWalletHistoriesQuery, type WalletHistoryFieldsFragment, type WalletHistoryType } from '../../../graphql/wallet.generated';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { usePageParam } from '../../../shared/ui/pager';
import { DEMO_PROVIDER, STATUS_COLORS, WALLET_HISTORY_TYPES, noteText } from '../lib/movements';
import { CancelWithdrawal } from './cancel-withdrawal';
import { HistoryRow, PagedHistory } from './history-list';

/** Movements per page of the history. */
export const HISTORY_PER_PAGE = 10;

const useStyles = makeStyles({ filter: { maxWidth: '280px' } });

/** One movement: its type, the signed amount (red with "-" when money went out, "+" when it came
 * in), its status, the order it is about; Cancel on a withdrawal still processing. */
function WalletMovement({ movement }: { movement: WalletHistoryFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <HistoryRow
      title={t(`wallet.type.${movement.type}`, { defaultValue: movement.type })}
      extra={movement.type === 'topup' && movement.provider === DEMO_PROVIDER && t('wallet.history.demo')}
      date={movement.created_at}
      note={noteText(t, movement.note)}
      orderId={movement.order_id}
      amount={<Money amount={movement.price} plus={movement.price > 0} />}
      badge={
        <Badge appearance="tint" color={STATUS_COLORS[movement.status] ?? 'subtle'} data-testid="movement-status">
          {t(`wallet.status.${movement.status}`, { defaultValue: movement.status })}
        </Badge>
      }
      action={movement.can_cancel && <CancelWithdrawal withdrawal={movement} />}
    />
  );
}

/** The wallet's history, newest first, a page at a time (`?page=`), of one type or all. */
export function WalletHistory() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const [type, setType] = useState<WalletHistoryType | ''>('');
  const { data, loading, error, refetch } = useWalletHistoriesQuery({
    variables: { page, perPage: HISTORY_PER_PAGE, ...(type ? { type } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.walletHistories;
  const choose = (next: string) => {
    setType(next as WalletHistoryType | '');
    goTo(1);
  };
  return (
    <Card title={t('wallet.history.title')}>
      <Field label={t('wallet.history.filter')} className={styles.filter}>
        <Select value={type} onChange={(_, d) => choose(d.value)}>
          <option value="">{t('wallet.history.all')}</option>
          {WALLET_HISTORY_TYPES.map((value) => <option key={value} value={value}>{t(`wallet.type.${value}`)}</option>)}
        </Select>
      </Field>
      <PagedHistory
        rows={history ? history.items.map((movement) => <WalletMovement key={movement.id} movement={movement} />) : undefined}
        loading={loading}
        failed={Boolean(error)}
        retry={() => void refetch().catch(() => undefined)}
        empty={t(type ? 'wallet.history.emptyType' : 'wallet.history.empty')}
        page={page}
        lastPage={history?.pageInfo.last_page ?? 1}
        onPage={goTo}
        label={t('wallet.history.title')}
      />
    </Card>
  );
}
