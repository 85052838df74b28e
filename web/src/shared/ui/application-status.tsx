import type { ReactNode } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, HourglassHalfRegular } from '@fluentui/react-icons';
import { Card } from './card';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  icon: { fontSize: '40px', flexShrink: 0 },
  review: { color: tokens.colorBrandForeground1 },
  accepted: { color: tokens.colorPaletteGreenForeground1 },
  rejected: { color: tokens.colorPaletteRedForeground1 },
  status: { margin: 0 },
  details: { display: 'grid', rowGap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
});

export type ApplicationState = 'review' | 'accepted' | 'rejected';

const ICONS = { review: HourglassHalfRegular, accepted: CheckmarkCircleRegular, rejected: DismissCircleRegular };

/** An application's status (to sell, to deliver): an icon and the status as the `h2` of a
 * `role="status"` region, then its details. */
export function ApplicationStatus({ label, state, heading, children }: { label: string; state: ApplicationState; heading: string; children?: ReactNode }) {
  const styles = useStyles();
  const Icon = ICONS[state];
  return (
    <Card label={label}>
      <div className={styles.head} role="status">
        <Icon className={mergeClasses(styles.icon, styles[state])} aria-hidden />
        <Text as="h2" size={500} weight="semibold" className={styles.status}>
          {heading}
        </Text>
      </div>
      {children && <div className={styles.details}>{children}</div>}
    </Card>
  );
}
