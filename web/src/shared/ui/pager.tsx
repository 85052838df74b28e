import { useSearchParams } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A paged list's `?page=` (1 when absent or invalid) and the way to another page (page 1 drops
 * the parameter). */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  return [page, (next) => setSearch(next > 1 ? { page: String(next) } : {})];
}

/** Previous, "Page 2 of 5", Next; the strings are the screen's own `{strings}.previous`,
 * `.next` and `.pageOf`. */
export function Pager({ page, lastPage, onPage, strings }: { page: number; lastPage: number; onPage: (page: number) => void; strings: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = t(`${strings}.pageOf`, { page, pages: lastPage });
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>{t(`${strings}.previous`)}</Button>
      <Text>{label}</Text>
      <Button disabled={page >= lastPage} onClick={() => onPage(page + 1)}>{t(`${strings}.next`)}</Button>
    </nav>
  );
}
