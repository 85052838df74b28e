import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { SecondaryButton } from './buttons';

const useStyles = makeStyles({
  failed: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
});

/** A page's data could not load: what failed, and a button that asks again (`retry`, e.g. the
 * query's `refetch`; its own failure shows here again through the query's error). */
export function LoadFailure({ message, retryLabel, retry }: { message: string; retryLabel: string; retry: () => Promise<unknown> }) {
  const styles = useStyles();
  return (
    <div className={styles.failed}>
      <MessageBar intent="error" layout="multiline"><MessageBarBody>{message}</MessageBarBody></MessageBar>
      <SecondaryButton onClick={() => void retry().catch(() => undefined)}>{retryLabel}</SecondaryButton>
    </div>
  );
}
