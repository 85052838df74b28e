import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useSearchHistory } from '../hooks/use-search-history';
import { SearchField } from './search-field';

// The search itself (debounce, query, results and recent searches) loads on the box's first
// focus: the box is on every desktop page, the search runs on few visits.
const HeaderSearchPanel = lazy(() => import('./header-search-panel'));

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', maxWidth: '560px' },
});

/** Desktop header search: a box with a results / recent-searches panel under it. */
export function HeaderSearch({ branchId }: { branchId: number | null }) {
  const styles = useStyles();
  const [input, setInput] = useState('');
  const history = useSearchHistory();
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      className={styles.root}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <SearchField
        value={input}
        onValueChange={setInput}
        onEnter={() => history.add(input)}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
      />
      {engaged && (
        <Suspense fallback={null}>
          <HeaderSearchPanel input={input} setInput={setInput} branchId={branchId} open={open} onOpenProduct={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
