import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useSearchParams } from 'react-router-dom';
import { useReturnFocus } from './use-return-focus';

/** An overlay opened by `?product=`, which moves the focus into itself as a dialog does. */
function Overlay() {
  const [params, setParams] = useSearchParams();
  const open = params.has('product');
  useReturnFocus(open);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  return open ? <button type="button" ref={close} onClick={() => setParams({})}>Close</button> : null;
}

describe('useReturnFocus', () => {
  it('gives the focus back to the link that opened the overlay once it closes', async () => {
    render(
      <MemoryRouter>
        <a href="#top">Top</a>
        <Link to="/?product=1">Margherita</Link>
        <Overlay />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const dish = screen.getByRole('link', { name: 'Margherita' });
    await user.click(dish);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(dish);
  });
});
