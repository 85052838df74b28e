import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';

/** A content page before its data: placeholders while loading, else the failure with a retry. */
export function LoadState({ title, error, retry }: { title: string; error: unknown; retry: () => Promise<unknown> }): ReactNode {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      {!error ? <ShimmerRows count={5} /> : <LoadFailure message={t('content.loadFailed')} retryLabel={t('content.retry')} retry={retry} />}
    </Page>
  );
}
