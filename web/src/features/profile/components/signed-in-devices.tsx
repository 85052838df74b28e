import { useState } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import { SessionsDocument, useEndSessionMutation, useSessionsQuery } from '../../../graphql/profile.generated';
import { formatDate, formatRelative } from '../../../shared/lib/format/date';
import { apiErrorOf, isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { useNotify } from '../../../shared/ui/notify';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { sessionDeviceLabel } from '../lib/session-device';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  // The button follows the text on a wide card and wraps under it on a narrow one.
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
    ':first-child': { borderBlockStartWidth: 0, paddingBlockStart: 0 },
  },
  text: { display: 'grid', rowGap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1, flexBasis: '12rem' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  device: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * "Signed-in devices" of /profile: every session of the account (newest use first), this one
 * marked, and Sign out for each other, so that a lost phone or a shared computer can be signed
 * out from here. This device signs out by the account menu's Sign out.
 */
export function SignedInDevices() {
  useScreenStrings(accountStrings);
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { data, loading, error, refetch } = useSessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [endSession] = useEndSessionMutation({ refetchQueries: [SessionsDocument], awaitRefetchQueries: true });
  const [ending, setEnding] = useState<number | null>(null);
  const sessions = data?.sessions ?? [];

  const end = async (id: number, device: string) => {
    setEnding(id);
    try {
      await endSession({ variables: { id } });
      notify.success(t('sessions.ended', { device }));
    } catch (failure) {
      // Ended meanwhile (from another device, or by its lifetime): the list is only stale.
      if (isNotFoundError(failure)) {
        notify.info(t('sessions.alreadyEnded', { device }));
        void refetch();
      } else {
        notify.error(translateApiError(t, apiErrorOf(failure)));
      }
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card title={t('sessions.title')}>
      <Text className={styles.hint}>{t('sessions.hint')}</Text>
      {error && !data ? (
        <LoadFailure message={t('sessions.loadError')} retryLabel={t('sessions.retry')} retry={refetch} />
      ) : loading && !data ? (
        <ShimmerRows count={2} />
      ) : (
        <ul className={styles.list} aria-label={t('sessions.title')}>
          {sessions.map((session) => {
            const device = sessionDeviceLabel(t, session);
            return (
              <li key={session.id} className={styles.row} aria-label={device}>
                <div className={styles.text}>
                  <div className={styles.name}>
                    <Text weight="semibold" className={styles.device}>{device}</Text>
                    {session.current && <Badge appearance="tint" color="brand">{t('sessions.thisDevice')}</Badge>}
                  </div>
                  <Text size={200} className={styles.muted}>
                    {t('sessions.signedIn', { date: formatDate(session.signed_in_at, i18n.language) })}
                  </Text>
                  <Text size={200} className={styles.muted}>
                    {session.current ? t('sessions.activeNow') : t('sessions.lastActive', { when: formatRelative(session.last_used_at, i18n.language) })}
                  </Text>
                </div>
                {!session.current && (
                  <SecondaryButton
                    loading={ending === session.id}
                    disabled={ending !== null}
                    aria-label={t('sessions.endDevice', { device })}
                    onClick={() => void end(session.id, device)}
                  >
                    {t('sessions.end')}
                  </SecondaryButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
