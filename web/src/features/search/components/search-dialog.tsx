import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  makeStyles,
  tokens,
  useFluent,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchController } from '../hooks/use-search-controller';
import { SearchContent } from './search-content';
import { SearchField } from './search-field';
import { fullScreenSurface } from '../../../shared/ui/surface-styles';

const useStyles = makeStyles({
  surface: { ...fullScreenSurface, padding: tokens.spacingHorizontalM },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, height: '100%' },
  top: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: 0 },
  content: { overflowY: 'auto', flexGrow: 1 },
});

/** Mobile full-screen search. */
export function SearchDialog({
  open,
  onOpenChange,
  branchId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branchId: number | null;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { dir } = useFluent();
  const controller = useSearchController(branchId);
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog's focus trap focuses its first button; the customer came here to type.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const BackIcon = dir === 'rtl' ? ArrowRightRegular : ArrowLeftRegular;
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface} aria-label={t('search.title')}>
        <DialogBody className={styles.body}>
          <div className={styles.top}>
            <Button appearance="subtle" icon={<BackIcon />} aria-label={t('common.close')} onClick={() => onOpenChange(false)} />
            <SearchField value={controller.input} onValueChange={controller.setInput} onEnter={controller.remember} className={styles.field} ref={inputRef} />
          </div>
          <DialogContent className={styles.content}>
            <SearchContent controller={controller} onOpenProduct={() => onOpenChange(false)} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default SearchDialog;
