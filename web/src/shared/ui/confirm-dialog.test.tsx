import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hiddenFocusable, renderSettled } from '../../test/focus-trap';
import { findDialog, renderWithApp } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

function Asking() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Empty the cart</button>
      <ConfirmDialog open={open} title="Start a new cart?" text="Your cart holds dishes of another branch." confirmLabel="Clear cart"
        cancelLabel="Cancel" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('leaves no focus trap in the page until it is opened', async () => {
    await renderSettled(() => renderWithApp(<Asking />));
    expect(hiddenFocusable()).toBe(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    const dialog = await findDialog('alertdialog', 'Start a new cart?');
    await waitFor(() => expect(hiddenFocusable()).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
