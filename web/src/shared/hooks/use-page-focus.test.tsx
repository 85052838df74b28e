import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { usePageFocus } from './use-page-focus';

function Layout({ children }: { children: React.ReactNode }) {
  const page = usePageFocus<HTMLDivElement>();
  return <div ref={page} tabIndex={-1} data-testid="page">{children}</div>;
}

function renderPages() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Layout>
        <Routes>
          <Route path="/" element={<><Link to="/checkout">Checkout</Link> <Link to="/?product=1">A dish</Link></>} />
          <Route path="/checkout" element={<h1>Checkout</h1>} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('usePageFocus', () => {
  it('leaves the focus alone when the app opens', () => {
    renderPages();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the focus to the new page after a navigation, not after a query change', async () => {
    const user = renderPages();
    const dish = screen.getByRole('link', { name: 'A dish' });
    await user.click(dish);
    expect(document.activeElement).toBe(dish);
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(document.activeElement).toBe(screen.getByTestId('page'));
  });
});
