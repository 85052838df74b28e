import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { PrimaryButton, SecondaryButton } from './buttons';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (e.g. emptying the cart). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <SecondaryButton onClick={onCancel}>{cancelLabel}</SecondaryButton>
            <PrimaryButton onClick={onConfirm}>{confirmLabel}</PrimaryButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
