import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CallRegular, ClockRegular, LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BranchDirectoryFieldsFragment } from '../../../graphql/branch-directory.generated';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { OpenStatus } from '../../../shared/ui/open-status';
import { RouteLink } from '../../../shared/ui/route-link';
import { ShopRating } from '../../../shared/ui/shop-rating';
import { formatKm } from '../lib/distance';

export type DirectoryBranch = BranchDirectoryFieldsFragment;

const useStyles = makeStyles({
  card: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    alignContent: 'start',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  title: { margin: 0, overflowWrap: 'anywhere' },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  tag: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  action: { justifySelf: 'start', marginBlockStart: tokens.spacingVerticalXS },
});

export interface BranchCardProps {
  branch: DirectoryBranch;
  /** Straight-line km from the customer's address; null when there is none. */
  distance: number | null;
  selected?: boolean;
  onOrder: (branch: DirectoryBranch) => void;
  className?: string;
}

/** Today's opening as the server gives it ("09:00–23:00"), or closed today. */
export function TodayHours({ branch }: { branch: Pick<DirectoryBranch, 'today_hours'> }) {
  const { t } = useTranslation();
  const today = branch.today_hours;
  return <>{today.open && today.from && today.to ? t('branchDirectory.today', { from: today.from, to: today.to }) : t('branchDirectory.closedToday')}</>;
}

/** One branch of /branches: what it is, whether it is open (the server's words), where, and
 * "Order from here". Texts from the api are rendered as text, never as HTML. */
export function BranchCard({ branch, distance, selected = false, onOrder, className }: BranchCardProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const title = branch.translation.title;
  const tags = branch.tags.filter((tag) => tag.translation.title);
  return (
    <article className={mergeClasses(styles.card, selected && styles.selected, className)} aria-label={title} data-testid="branch-card">
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        <RouteLink to={`/branches/${branch.id}`}>{title}</RouteLink>
      </Text>
      <div className={styles.meta}>
        <OpenStatus shop={branch} />
        <ShopRating rating={branch.rating_avg} count={branch.reviews_count} stars />
      </div>
      <Text size={200} className={styles.row}>
        <ClockRegular className={styles.icon} aria-hidden />
        <TodayHours branch={branch} />
      </Text>
      {branch.translation.address && (
        <Text size={300} className={styles.row}>
          <LocationRegular className={styles.icon} aria-hidden />
          <bdi>{branch.translation.address}</bdi>
          {distance != null && <span className={styles.muted} data-testid="branch-distance">· {t('branchDirectory.distance', { km: formatKm(distance, i18n.language) })}</span>}
        </Text>
      )}
      {branch.phone && (
        <Text size={300} className={styles.row}>
          <CallRegular className={styles.icon} aria-hidden />
          <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`} dir="ltr">{branch.phone}</a>
        </Text>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('branchDirectory.tags')}>
          {tags.map((tag) => <li key={tag.id} className={styles.tag}>{tag.translation.title}</li>)}
        </ul>
      )}
      <PrimaryButton className={styles.action} onClick={() => onOrder(branch)} aria-label={t('branchDirectory.orderHereAt', { title })}>
        {t('branchDirectory.orderHere')}
      </PrimaryButton>
    </article>
  );
}
