import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, setViewportWidth } from '../../../test/render';
import { detailStock, missingProductMock, productDetailsMock } from '../../../test/catalogue-fixtures';
import { ProductOverlay } from './product-overlay';

const margherita = () => productDetailsMock('p-1', 'Margherita', [detailStock(11, 'Small', 10, 1), detailStock(12, 'Large', 14)]);

describe('ProductOverlay', () => {
  it('stays closed without ?product=', () => {
    renderWithApp(<ProductOverlay />, { route: '/?news=1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a centred dialog at ≥1140px and closing removes product and branch only', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: '/liked?product=p-1&branch=3&news=7', mocks: [margherita()] });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Close' }))[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/liked?news=7'));
  });

  it('opens as a bottom sheet with a drag handle below 1140px', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1&branch=2', mocks: [missingProductMock('p-1')] });
    const handle = await screen.findByTestId('sheet-handle');
    expect(await screen.findByText('This product is not available.')).toBeInTheDocument();
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 330 });
    expect(screen.getByTestId('location').textContent).toBe('/?product=p-1&branch=2');
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 400 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('closes the bottom sheet with its close button', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1&branch=2', mocks: [missingProductMock('p-1')] });
    await screen.findByTestId('sheet-handle');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows prices with the old price struck through and switches stock by option', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: '/?product=p-1', mocks: [margherita()] });
    await screen.findByRole('heading', { name: 'Margherita' });
    expect(screen.getByTestId('money').textContent).toBe('$9.00');
    expect(screen.getByTestId('money-old').textContent).toBe('$10.00');
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByTestId('money').textContent).toBe('$14.00');
    expect(screen.queryByTestId('money-old')).not.toBeInTheDocument();
  });
});
