import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** "Your cart holds dishes of another branch: empty it?" (a cart belongs to one branch). */
export function ReplaceCartDialog({ open, text, onConfirm, onCancel }: { open: boolean; text: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('cart.replaceTitle')}
      text={text}
      confirmLabel={t('cart.clear')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
