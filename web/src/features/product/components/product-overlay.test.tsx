import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { createDOMRenderer } from '@fluentui/react-components';
import { AppProviders } from '../../../app/providers';
import { createI18n } from '../../../shared/lib/i18n';
import { typePolicies } from '../../../shared/lib/apollo/type-policies';
import { findDialog, LocationProbe, renderWithApp, setViewportWidth, testStore } from '../../../test/render';
import { detailStock, missingProductMock, productDetailsMock } from '../../../test/catalogue-fixtures';
import { testUuid } from '../../../test/uuids';
import { setOnline } from '../../../test/connection';
import { ProductDetailsDocument } from '../../../graphql/product.generated';
import { ProductOverlay } from './product-overlay';
import ServedSurface from './served-surface';

const P1 = testUuid(1);

const margherita = () => productDetailsMock(P1, 'Margherita', [detailStock(11, 'Small', 10, 1), detailStock(12, 'Large', 14)]);

describe('ProductOverlay', () => {
  it('stays closed without ?product=', () => {
    renderWithApp(<ProductOverlay />, { route: '/?news=1' });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens as a centred dialog at ≥1140px and closing removes product and branch only', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: `/liked?product=${P1}&branch=3&news=7`, mocks: [margherita()] });
    const dialog = await findDialog('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Margherita', hidden: true })).toBeInTheDocument();
    await user.click((await within(dialog).findAllByRole('button', { name: 'Close', hidden: true }))[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/liked?news=7'));
  });

  it('opens as a bottom sheet with a drag handle below 1140px', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: `/?product=${P1}&branch=2`, mocks: [missingProductMock(P1)] });
    const handle = await screen.findByTestId('sheet-handle');
    expect(await screen.findByText('This product is not available.')).toBeInTheDocument();
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 330 });
    expect(screen.getByTestId('location').textContent).toBe(`/?product=${P1}&branch=2`);
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 400 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('says offline that a dish never opened here is not kept, rather than not available', async () => {
    setViewportWidth(768);
    setOnline(false);
    try {
      const unreachable = { request: { query: ProductDetailsDocument, variables: { uuid: P1 } }, error: new TypeError('Failed to fetch') };
      renderWithApp(<ProductOverlay />, { route: `/?product=${P1}&branch=2`, mocks: [unreachable] });
      expect(await screen.findByText(/You are offline, and this dish was not opened on this device before/)).toBeInTheDocument();
      expect(screen.queryByText('This product is not available.')).not.toBeInTheDocument();
    } finally {
      setOnline(true);
    }
  });

  it('closes the bottom sheet with its close button', async () => {
    setViewportWidth(768);
    renderWithApp(<ProductOverlay />, { route: `/?product=${P1}&branch=2`, mocks: [missingProductMock(P1)] });
    await screen.findByTestId('sheet-handle');
    await userEvent.setup().click(within(await findDialog('dialog')).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows prices with the old price struck through and switches stock by option', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<ProductOverlay />, { route: `/?product=${P1}`, mocks: [margherita()] });
    const dialog = await findDialog('dialog');
    await within(dialog).findByRole('heading', { name: 'Margherita', hidden: true });
    expect(screen.getByTestId('money').textContent).toBe('$9.00');
    expect(screen.getByTestId('money-old').textContent).toBe('$10.00');
    await user.click(within(dialog).getByRole('radio', { name: 'Large', hidden: true }));
    expect(screen.getByTestId('money').textContent).toBe('$14.00');
    expect(screen.queryByTestId('money-old')).not.toBeInTheDocument();
  });

  it('is drawn by the server in the page: a modal sheet, or dialog at ≥1140px, closed by a link to the page without it', () => {
    const sheet = serverRendered(`/liked?product=${P1}&branch=3&news=7`, 375);
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAttribute('aria-labelledby', 'product-title'); // the dish's title, once there
    expect(sheet.classList).toContain('fui-OverlayDrawer'); // Fluent's own look
    expect(within(sheet).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/liked?news=7');
    const dialog = serverRendered(`/?product=${P1}&branch=3`, 1280);
    expect(dialog.classList).toContain('fui-DialogSurface');
    expect(within(dialog).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  });

  it('hydrates the server\'s sheet as drawn and keeps it, focused, until Esc closes it', async () => {
    setViewportWidth(375);
    const route = `/?product=${P1}&branch=3`;
    const container = document.createElement('div');
    // As the server draws it: the overlay's boundary holding the served sheet.
    container.innerHTML = renderToString(surfacePage(route, 375, <Suspense fallback={null}><ServedSurface /></Suspense>));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, surfacePage(route, 375, <ProductOverlay />)));
    const served = container.querySelector<HTMLElement>('[data-served-sheet] [role="dialog"]')!;
    expect(await within(served).findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(served));
    expect(document.querySelector('[data-portal-node]')).toBeNull(); // no live dialog was drawn
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(container.querySelector('[data-served-sheet]')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});

/** A surface, as the server renders it and the browser hydrates it at `route`, laid out for a
 * viewport `width` wide, with the location shown. */
function surfacePage(route: string, width: number, surface: ReactElement = <ServedSurface />) {
  return (
    <MockedProvider mocks={[margherita()]} cache={new InMemoryCache({ typePolicies })} showWarnings={false}>
      <AppProviders store={testStore()} i18n={createI18n('en', { backend: false })} ssr={{ renderer: createDOMRenderer(), viewportHint: width }}>
        <MemoryRouter initialEntries={[route]}>
          {surface}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </MockedProvider>
  );
}

/** The dialog in the server's HTML of the served sheet. */
function serverRendered(route: string, width: number): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(surfacePage(route, width));
  return within(container).getByRole('dialog');
}
