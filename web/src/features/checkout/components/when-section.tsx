import { Field, Radio, RadioGroup, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDeliverySlotsQuery } from '../../../graphql/checkout.generated';
import { formatDay } from '../../../shared/lib/format/date';
import type { OpenHours } from '../../../shared/lib/open-status';
import { Card } from '../../../shared/ui/card';
import { OpenStatus } from '../../../shared/ui/open-status';
import { nextDays, type When } from '../lib/checkout-form';

/** How many days ahead an order can be scheduled (the api allows 7). */
export const SCHEDULE_DAYS = 7;

const useStyles = makeStyles({
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface WhenSectionProps {
  shopId: number;
  /** The cart's branch with the server's opening state: its wording, and its calendar day
   * (`today_hours.date`) starts the day picker. */
  branch?: OpenHours;
  when: When;
  /** The branch is open now (the server's `open_now`): ASAP is possible. */
  openNow: boolean;
  /** The api's word on the date or time, translated. */
  error?: string;
  onChange: (when: When) => void;
}

/** The branch's calendar day `YYYY-MM-DD` as a local Date (the days are the branch's, whatever the browser's zone). */
function branchToday(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** As soon as possible (while the branch is open now, as the server says) or a day and a free time slot. */
export function WhenSection({ shopId, branch, when, openNow, error, onChange }: WhenSectionProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const days = nextDays(branchToday(branch?.today_hours.date) ?? new Date(), SCHEDULE_DAYS);
  const date = when.kind === 'scheduled' ? when.date : days[0];
  const { data, loading } = useDeliverySlotsQuery({ variables: { id: shopId, date }, skip: when.kind !== 'scheduled', fetchPolicy: 'cache-and-network' });
  const slots = (data?.deliverySlots ?? []).filter((slot) => slot.left > 0);

  return (
    <Card title={t('checkout.when')}>
      {branch && <OpenStatus shop={branch} />}
      <RadioGroup
        value={when.kind}
        aria-label={t('checkout.when')}
        onChange={(_, d) => onChange(d.value === 'asap' ? { kind: 'asap' } : { kind: 'scheduled', date: days[0], time: null })}
      >
        <Radio value="asap" label={t('checkout.asap')} disabled={!openNow} />
        <Radio value="scheduled" label={t('checkout.schedule')} />
      </RadioGroup>
      {!openNow && when.kind === 'asap' && <Text className={styles.muted}>{t('checkout.asapClosed')}</Text>}
      {when.kind === 'scheduled' && (
        <div className={styles.row}>
          <Field label={t('checkout.day')}>
            <Select value={date} onChange={(_, d) => onChange({ kind: 'scheduled', date: d.value, time: null })}>
              {days.map((day) => <option key={day} value={day}>{formatDay(day, i18n.language)}</option>)}
            </Select>
          </Field>
          <Field label={t('checkout.time')} validationMessage={error ?? (!loading && data && !slots.length ? t('checkout.noSlots') : undefined)}>
            <Select value={when.time ?? ''} disabled={!slots.length} onChange={(_, d) => onChange({ kind: 'scheduled', date, time: d.value || null })}>
              <option value="">—</option>
              {slots.map((slot) => (
                <option key={slot.time} value={slot.time}>{t('checkout.slotLeft', { time: slot.time, count: slot.left })}</option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      {when.kind === 'asap' && error && <Text role="alert" className={styles.muted}>{error}</Text>}
    </Card>
  );
}
