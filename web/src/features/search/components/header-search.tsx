import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSearchController } from '../hooks/use-search-controller';
import { SearchField } from './search-field';

// Results and recent searches load on first focus, keeping them out of the home chunk.
const SearchContent = lazy(() => import('./search-content'));

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', maxWidth: '560px' },
  field: { width: '100%', maxWidth: 'unset' },
  panel: {
    position: 'absolute',
    insetInlineStart: 0,
    insetInlineEnd: 0,
    top: 'calc(100% + 4px)',
    zIndex: 10,
    maxHeight: '70vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** Desktop header search: a box with a results / recent-searches panel under it. */
export function HeaderSearch({ branchId }: { branchId: number | null }) {
  const styles = useStyles();
  const controller = useSearchController(branchId);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hasContent = Boolean(controller.term) || controller.history.history.length > 0;
  return (
    <div
      className={styles.root}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <SearchField controller={controller} className={styles.field} onFocus={() => setOpen(true)} />
      {open && hasContent && (
        <div className={styles.panel}>
          <Suspense fallback={null}>
            <SearchContent controller={controller} onOpenProduct={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
