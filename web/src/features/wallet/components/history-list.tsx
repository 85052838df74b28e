import type { ReactNode } from 'react';
import {
  MessageBar, MessageBarActions, MessageBarBody, Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format/date';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Pager } from '../../../shared/ui/pager';
import { RouteLink } from '../../../shared/ui/route-link';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  // Two columns: what and when at the start, the amount and the status at the end.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    paddingBlock: tokens.spacingVerticalM,
    borderBottomWidth: tokens.strokeWidthThin,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
    ':last-child': { borderBottomStyle: 'none' },
  },
  title: { fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
  amount: { fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, overflowWrap: 'anywhere' },
  end: { justifySelf: 'end', textAlign: 'end' },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, gridColumn: '1 / -1' },
  extra: { marginInlineStart: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  // The placeholder's lines have a row's line heights, so the rows take their place unmoved.
  lineTitle: { height: tokens.lineHeightBase300, width: '45%' },
  lineMeta: { height: tokens.lineHeightBase200, width: '30%' },
  lineAmount: { height: tokens.lineHeightBase300, width: '72px' },
  lineBadge: { height: '20px', width: '64px' },
  state: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface HistoryRowProps {
  title: string;
  /** A short label after the title (the demo payment's). */
  extra?: string | false;
  date: string;
  note?: string | null;
  orderId?: number | null;
  amount: ReactNode;
  badge?: ReactNode;
  action?: ReactNode;
}

/** One movement: its type and date (and note), its signed amount and status, the order it is
 * about and what can be done with it. */
export function HistoryRow({ title, extra, date, note, orderId, amount, badge, action }: HistoryRowProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.row} aria-label={title}>
      <Text className={styles.title}>
        {title}
        {extra && <span className={styles.extra}>{extra}</span>}
      </Text>
      <Text className={mergeClasses(styles.amount, styles.end)} data-testid="history-amount">{amount}</Text>
      <Text className={styles.meta}>{[formatDate(date, i18n.language), note].filter(Boolean).join(' · ')}</Text>
      <span className={styles.end}>{badge}</span>
      {(orderId || action) && (
        <div className={styles.links}>
          {orderId && <RouteLink to={`/orders/${orderId}`} aria-label={t('wallet.history.openOrder', { id: orderId })}>{t('wallet.history.order', { id: orderId })}</RouteLink>}
          {action}
        </div>
      )}
    </li>
  );
}

/** Rows of a history's shape while its first page loads. */
function HistoryPlaceholder() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Skeleton aria-label={t('common.loading')} className={styles.list} data-testid="history-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.row}>
          <SkeletonItem className={styles.lineTitle} />
          <SkeletonItem className={mergeClasses(styles.lineAmount, styles.end)} />
          <SkeletonItem className={styles.lineMeta} />
          <SkeletonItem className={mergeClasses(styles.lineBadge, styles.end)} />
        </div>
      ))}
    </Skeleton>
  );
}

export interface PagedHistoryProps {
  /** The rows of the page shown; undefined until the first page is read. */
  rows: ReactNode[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  empty: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label: string;
}

/** A history a page at a time: the failure with Try again, placeholders, the empty text, the
 * rows, the pager. */
export function PagedHistory({ rows, loading, failed, retry, empty, page, lastPage, onPage, label }: PagedHistoryProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!rows && failed) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('wallet.history.loadFailed')}</MessageBarBody>
        <MessageBarActions><SecondaryButton onClick={retry}>{t('wallet.retry')}</SecondaryButton></MessageBarActions>
      </MessageBar>
    );
  }
  if (!rows) return loading ? <HistoryPlaceholder /> : null;
  if (!rows.length) return <Text className={styles.muted}>{empty}</Text>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>{rows}</ul>
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onPage={onPage} strings="wallet.history" />}
    </>
  );
}
