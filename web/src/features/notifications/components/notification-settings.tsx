import { useState } from 'react';
import { Field, Skeleton, SkeletonItem, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  useNotificationSettingsQuery, useUpdateFirebaseTokenMutation, useUpdateNotificationSettingsMutation, type NotificationType,
} from '../../../graphql/notifications.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { useNotify } from '../../../shared/ui/notify';
import { enablePush, isPushAvailable, isPushEnabled, type PushResult } from '../lib/push';

/** The types a customer of this storefront gets (the others are the seller's), in the order
 * shown, with the key of their strings under `settings.notificationTypes`. */
const CUSTOMER_TYPES = [
  { type: 'status_changed', key: 'orders' },
  { type: 'news_publish', key: 'news' },
  { type: 'booking_status', key: 'reservations' },
  { type: 'new_user_by_referral', key: 'referral' },
] as const;

const useStyles = makeStyles({
  list: { display: 'grid', rowGap: tokens.spacingVerticalM },
  error: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
});

interface Setting {
  type: NotificationType;
  active: boolean;
}

/** One type's switch: a change is saved at once; meanwhile the switch shows the asked value
 * and is disabled, then it shows the api's answer (the old value after a failure). */
function NotificationTypeSwitch({ setting, label, hint }: { setting: Setting; label: string; hint: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [save] = useUpdateNotificationSettingsMutation();
  const [asked, setAsked] = useState<boolean | null>(null);

  const onChange = async (active: boolean) => {
    setAsked(active);
    try {
      // The answer lists every type; the cache updates this one's `active` from it.
      await save({ variables: { input: { notifications: [{ type: setting.type, active }] } } });
    } catch (error) {
      notify.error(translateApiError(t, apiErrorOf(error)));
    } finally {
      setAsked(null);
    }
  };

  return (
    <Field hint={hint}>
      <Switch label={label} checked={asked ?? setting.active} disabled={asked !== null} onChange={(_, data) => void onChange(data.checked)} />
    </Field>
  );
}

/** Push on this device: switched on from a click (the browser asks the customer); once on, it
 * stays on until the customer blocks notifications in the browser. */
function PushSwitch() {
  const { t } = useTranslation();
  const [sendToken] = useUpdateFirebaseTokenMutation();
  const [result, setResult] = useState<PushResult | null>(() => (isPushEnabled() ? 'enabled' : null));
  const [asking, setAsking] = useState(false);
  const on = result === 'enabled';

  const onChange = async () => {
    setAsking(true);
    setResult(await enablePush((firebase_token) => sendToken({ variables: { input: { firebase_token } } })));
    setAsking(false);
  };

  return (
    <Field
      hint={t('settings.push.hint')}
      validationState={on ? 'success' : result ? 'warning' : 'none'}
      validationMessage={result ? t(`settings.push.${result}`) : undefined}
    >
      <Switch label={t('settings.push.label')} checked={on || asking} disabled={on || asking} onChange={() => void onChange()} />
    </Field>
  );
}

function SettingsShimmer() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('common.loading')} className={styles.list}>
      {CUSTOMER_TYPES.map(({ type }) => (
        <SkeletonItem key={type} size={32} />
      ))}
    </Skeleton>
  );
}

/** The notification card of /settings (GET /dashboard/user/notifications, POST
 * /dashboard/user/update/notifications): a switch per type a customer gets, and push on this
 * device when the build and the browser allow it. */
export function NotificationSettings() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useNotificationSettingsQuery();
  const byType = new Map((data?.notificationSettings ?? []).map((setting) => [setting.type, setting]));

  let body;
  if (error && !data)
    body = (
      <div className={styles.error} role="alert">
        <Text>{t('settings.notificationsLoadError')}</Text>
        <SecondaryButton onClick={() => void refetch().catch(() => undefined)}>{t('settings.notificationsRetry')}</SecondaryButton>
      </div>
    );
  else if (loading && !data) body = <SettingsShimmer />;
  else
    body = CUSTOMER_TYPES.map(({ type, key }) => {
      const setting = byType.get(type);
      return (
        setting && (
          <NotificationTypeSwitch
            key={type}
            setting={setting}
            label={t(`settings.notificationTypes.${key}`)}
            hint={t(`settings.notificationTypes.${key}Hint`)}
          />
        )
      );
    });

  return (
    <Card title={t('settings.notifications')}>
      <div className={styles.list}>
        {body}
        {isPushAvailable() && <PushSwitch />}
      </div>
    </Card>
  );
}
