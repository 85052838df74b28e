import { makeStyles, tokens } from '@fluentui/react-components';
import { useSearchOf } from '../hooks/use-search-controller';
import { SearchContent } from './search-content';

const useStyles = makeStyles({
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

/** The header box's search and its panel under the box: results for the debounced term, or the
 * recent searches while the box is empty; nothing while there is neither or it is closed. */
export default function HeaderSearchPanel({ input, setInput, branchId, open, onOpenProduct }: {
  input: string;
  setInput: (input: string) => void;
  branchId: number | null;
  open: boolean;
  onOpenProduct: () => void;
}) {
  const styles = useStyles();
  const controller = useSearchOf(input, setInput, branchId);
  const hasContent = Boolean(controller.term) || controller.history.history.length > 0;
  if (!open || !hasContent) return null;
  return (
    <div className={styles.panel}>
      <SearchContent controller={controller} onOpenProduct={onOpenProduct} />
    </div>
  );
}
