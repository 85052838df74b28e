import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { useNotify } from './notify';

function AddButton() {
  const notify = useNotify();
  return <button type="button" onClick={() => notify.success('Added to cart')}>Add to cart</button>;
}

describe('a toast', () => {
  // Focused, a Fluent toast keeps Tab for its own controls: one without any would hold a
  // keyboard user (tests/e2e/keyboard-order.test.ts walks past one in Chromium).
  it('is out of the tab order', async () => {
    renderWithApp(<AddButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    const toast = await waitFor(() => screen.getByRole('listitem', { name: 'Added to cart' }));
    expect(toast.tabIndex).toBe(-1);
  });
});
