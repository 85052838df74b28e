import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, setViewportWidth } from '../../../test/render';
import type { ProductView } from '../../../shared/types/catalogue';
import { ProductOverlay } from './product-overlay';

const product: ProductView = {
  uuid: 'p-1',
  translation: { title: 'Margherita', description: 'Tomato, mozzarella' },
  stocks: [
    {
      id: 11,
      price: 10,
      total_price: 9,
      discount: 1,
      extras: [{ id: 1, extra_group_id: 5, value: 'Small', group: { id: 5, translation: { title: 'Size' } } }],
      addons: [],
    },
    {
      id: 12,
      price: 14,
      total_price: 14,
      discount: 0,
      extras: [{ id: 2, extra_group_id: 5, value: 'Large', group: { id: 5, translation: { title: 'Size' } } }],
      addons: [],
    },
  ],
};

const details = vi.hoisted(() => ({ result: { product: null as ProductView | null, loading: false } }));
vi.mock('../hooks/use-product-details', () => ({ useProductDetails: () => details.result }));

describe('ProductOverlay', () => {
  afterEach(() => {
    details.result = { product: null, loading: false };
  });

  it('stays closed without ?product=', () => {
    renderWithApp(<ProductOverlay />, { route: '/?news=1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a centred dialog at ≥1140px and closing removes product and branch only', async () => {
    setViewportWidth(1280);
    details.result = { product, loading: false };
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: '/liked?product=p-1&branch=3&news=7' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Close' }))[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/liked?news=7'));
  });

  it('opens as a bottom sheet with a drag handle below 1140px', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1&branch=2' });
    const handle = await screen.findByTestId('sheet-handle');
    expect(screen.getByText('This product is not available.')).toBeInTheDocument();
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 330 });
    expect(screen.getByTestId('location').textContent).toBe('/?product=p-1&branch=2');
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 400 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('closes the bottom sheet with its close button', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1&branch=2' });
    await screen.findByTestId('sheet-handle');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows prices with the old price struck through and switches stock by option', async () => {
    setViewportWidth(1280);
    details.result = { product, loading: false };
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1' });
    await screen.findByRole('heading', { name: 'Margherita' });
    expect(screen.getByTestId('money').textContent).toBe('$9.00');
    expect(screen.getByTestId('money-old').textContent).toBe('$10.00');
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByTestId('money').textContent).toBe('$14.00');
    expect(screen.queryByTestId('money-old')).not.toBeInTheDocument();
  });
});
