import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, testStore } from '../../../test/render';
import { card } from '../../../test/catalogue-fixtures';
import { ProductGrid } from './product-grid';

const pizza = card('margherita', 'Margherita', 12.5);
const salad = card('garden-salad', 'Garden Salad', 8, 1);
const location = () => screen.getByTestId('location').textContent;

describe('a grid of dish cards', () => {
  it('opens a dish in the app from its card, and leaves a click with a modifier key to the browser', async () => {
    renderWithApp(<ProductGrid products={[pizza, salad]} branchId={501} />, { route: '/?lang=fr' });
    const link = within(screen.getAllByTestId('product-card')[1]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/?lang=fr&product=garden-salad&branch=501');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: a new tab
    expect(location()).toBe('/?lang=fr');
    await userEvent.setup().click(link);
    expect(location()).toBe('/?lang=fr&product=garden-salad&branch=501');
    // The open dish is in the URL now: every card still links to its own.
    expect(within(screen.getAllByTestId('product-card')[0]!).getByRole('link')).toHaveAttribute('href', '/?lang=fr&product=margherita&branch=501');
  });

  it('adds a dish to the favourites from its heart, by mouse or keyboard, without opening it', async () => {
    const user = userEvent.setup();
    const store = testStore();
    renderWithApp(<ProductGrid products={[pizza, salad]} branchId={501} />, { store });
    const [first, second] = screen.getAllByTestId('product-card') as [HTMLElement, HTMLElement];
    await user.click(within(second).getByRole('button', { name: 'Add to favourites' }));
    expect(store.getState().favourites).toEqual(['garden-salad']);
    expect(within(second).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toBe('/');
    within(first).getByRole('button', { name: 'Add to favourites' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().favourites).toEqual(['margherita', 'garden-salad']);
  });

  it('draws a card again only when what it shows changes', () => {
    const store = testStore();
    const renders: string[] = [];
    renderWithApp(
      <Profiler id="grid" onRender={(_id, phase) => renders.push(phase)}>
        <ProductGrid products={[pizza, salad]} branchId={501} />
      </Profiler>,
      { store },
    );
    renders.length = 0;
    act(() => store.setState({ favourites: [] })); // an equal list
    expect(renders).toEqual([]);
    act(() => store.setState({ favourites: ['margherita'] }));
    expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(1);
  });
});
