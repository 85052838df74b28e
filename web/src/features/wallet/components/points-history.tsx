import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePointHistoriesQuery, type PointHistoriesQuery } from '../../../graphql/wallet.generated';
import { Card } from '../../../shared/ui/card';
import { usePageParam } from '../../../shared/ui/pager';
import { noteText } from '../lib/movements';
import { formatPoints } from '../lib/points';
import { HISTORY_PER_PAGE } from './wallet-history';
import { HistoryRow, PagedHistory } from './history-list';

type PointMovement = NonNullable<PointHistoriesQuery['pointHistories']>['items'][number];

const useStyles = makeStyles({ minus: { color: tokens.colorPaletteRedForeground1 } });

/** Signed points, "+23 points" or, red, "-50 points". */
export function SignedPoints({ points }: { points: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const sign = points < 0 ? '-' : points > 0 ? '+' : '';
  return (
    <bdi className={points < 0 ? styles.minus : undefined}>
      {sign}{t('wallet.points.count', { count: Math.abs(points), formatted: formatPoints(Math.abs(points)) })}
    </bdi>
  );
}

function PointRow({ movement }: { movement: PointMovement }) {
  const { t } = useTranslation();
  return (
    <HistoryRow
      title={t(`wallet.points.type.${movement.type}`, { defaultValue: movement.type })}
      date={movement.created_at}
      // A conversion's note ("Converted to wallet money") only repeats its type; the others say
      // how many points went to or came from what the customer owes.
      note={movement.type === 'converted' ? null : noteText(t, movement.note)}
      orderId={movement.order_id}
      amount={<SignedPoints points={movement.points} />}
    />
  );
}

/** Points earned by delivered orders, converted or taken back by a refund (with what went to or
 * came from a debt), newest first, a page at a time (`?page=`). */
export function PointsHistory() {
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const { data, loading, error, refetch } = usePointHistoriesQuery({ variables: { page, perPage: HISTORY_PER_PAGE }, fetchPolicy: 'cache-and-network' });
  const history = data?.pointHistories;
  return (
    <Card title={t('wallet.points.historyTitle')}>
      <PagedHistory
        rows={history ? history.items.map((movement) => <PointRow key={movement.id} movement={movement} />) : undefined}
        loading={loading}
        failed={Boolean(error)}
        retry={() => void refetch().catch(() => undefined)}
        empty={t('wallet.points.empty')}
        page={page}
        lastPage={history?.pageInfo.last_page ?? 1}
        onPage={goTo}
        label={t('wallet.points.historyTitle')}
      />
    </Card>
  );
}
