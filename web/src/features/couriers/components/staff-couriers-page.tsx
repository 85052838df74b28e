import { useState } from 'react';
import { Select, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStaffCourierApplicationsQuery, type CourierApplicationStatus } from '../../../graphql/couriers.generated';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { Pager, usePageParam } from '../../../shared/ui/pager';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useCouriersStrings } from '../hooks/use-couriers-strings';
import { StaffApplicationCard } from './staff-application-card';

const STATUSES: ReadonlyArray<CourierApplicationStatus> = ['new', 'accepted', 'rejected'];

const useStyles = makeStyles({
  filter: { maxWidth: '240px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /staff/couriers (staff only): every courier application, newest first, of one status when
 * chosen (new by default: what waits for a decision); a new one is accepted or rejected here. */
export function StaffCouriersPage() {
  useCouriersStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const [status, setStatus] = useState<CourierApplicationStatus | ''>('new');
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useStaffCourierApplicationsQuery({
    variables: { page, ...(status ? { status } : {}) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const applications = data?.staffCourierApplications?.items ?? [];
  const pageInfo = data?.staffCourierApplications?.pageInfo;

  let body;
  if (data) {
    body = applications.length ? (
      <ul className={styles.list}>
        {applications.map((a) => <li key={a.id}><StaffApplicationCard application={a} /></li>)}
      </ul>
    ) : <Text className={styles.muted} role="status">{t('couriers.staff.empty')}</Text>;
  } else if (error && !loading) {
    body = (
      <LoadFailure message={t('couriers.staff.loadFailed')} retryLabel={t('couriers.retry')} retry={refetch} />
    );
  } else body = <ShimmerRows count={4} />;

  return (
    <Page title={t('couriers.staff.title')}>
      <Field label={t('couriers.staff.filter')} className={styles.filter}>
        <Select value={status} onChange={(_, d) => { setStatus(d.value as CourierApplicationStatus | ''); setPage(1); }}>
          {STATUSES.map((s) => <option key={s} value={s}>{t(`couriers.statusName.${s}`)}</option>)}
          <option value="">{t('couriers.staff.all')}</option>
        </Select>
      </Field>
      {body}
      {pageInfo && pageInfo.last_page > 1 && <Pager page={page} lastPage={pageInfo.last_page} onPage={setPage} strings="couriers.staff" />}
    </Page>
  );
}
