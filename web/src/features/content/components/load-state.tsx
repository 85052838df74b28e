import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';

const useStyles = makeStyles({
  failed: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
});

/** Whether a query failed because what it asked for does not exist (the api's 404). */
export const isMissing = (error: unknown) => apiErrorOf(error)?.status === 404;

/** A content page before its data: placeholders while loading, else the failure with a retry. */
export function LoadState({ title, error, retry }: { title: string; error: unknown; retry: () => void }): ReactNode {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Page title={title}>
      {!error ? <ShimmerRows count={5} /> : (
        <div className={styles.failed}>
          <MessageBar intent="error" layout="multiline"><MessageBarBody>{t('content.loadFailed')}</MessageBarBody></MessageBar>
          <SecondaryButton onClick={retry}>{t('content.retry')}</SecondaryButton>
        </div>
      )}
    </Page>
  );
}
