import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, HistoryRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  term: { flexGrow: 1, justifyContent: 'flex-start', minWidth: 0 },
});

export interface RecentSearchesProps {
  history: readonly string[];
  onSelect: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}

/** Recent searches: hidden when empty; click re-runs; remove one; clear all. */
export function RecentSearches({ history, onSelect, onRemove, onClear }: RecentSearchesProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby="recent-searches-title">
      <div className={styles.head}>
        <Text as="h2" weight="semibold" size={400} id="recent-searches-title">
          {t('search.recent')}
        </Text>
        <Button appearance="transparent" size="small" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </div>
      <ul className={styles.list}>
        {history.map((term) => (
          <li key={term} className={styles.item}>
            <Button appearance="subtle" className={styles.term} icon={<HistoryRegular />} onClick={() => onSelect(term)}>
              {term}
            </Button>
            <Button
              appearance="subtle"
              size="small"
              icon={<DismissRegular />}
              aria-label={t('search.remove', { term })}
              onClick={() => onRemove(term)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
