import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Circle20Regular, DismissCircle20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format/date';
import { statusLabelKey, type TimelineStep } from '../lib/order-status';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  step: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1 },
  todo: { color: tokens.colorNeutralForeground4 },
  canceled: { color: tokens.colorPaletteRedForeground1 },
  current: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The steps of an order with the time each was reached; the current one stands out. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <ol className={styles.list} aria-label={t('orders.timeline')}>
      {steps.map((step) => {
        const reached = step.at !== null;
        const Icon = step.status === 'canceled' ? DismissCircle20Filled : reached ? CheckmarkCircle20Filled : Circle20Regular;
        const tone = step.status === 'canceled' ? styles.canceled : reached ? styles.done : styles.todo;
        return (
          <li key={step.status} className={styles.step} aria-current={step.current ? 'step' : undefined}>
            <Icon className={tone} aria-hidden />
            <span className={mergeClasses(step.current && styles.current, !reached && styles.todo)}>{t(statusLabelKey(step.status))}</span>
            <span className={styles.time}>{reached ? formatDateTime(step.at, i18n.language) : t('orders.notYet')}</span>
          </li>
        );
      })}
    </ol>
  );
}
