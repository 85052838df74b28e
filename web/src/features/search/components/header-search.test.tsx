import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, testStore } from '../../../test/render';
import { HeaderSearch } from './header-search';

function renderBox(history: string[] = []) {
  const store = testStore();
  store.setState({ searchHistory: history });
  renderWithApp(<HeaderSearch branchId={1} />, { store });
  return { store, box: screen.getByRole('searchbox', { name: 'Search products' }) };
}

describe('HeaderSearch', () => {
  it('shows the recent searches once the box is focused, not before, and closes them on Escape', async () => {
    const { box } = renderBox(['pizza']);
    expect(screen.queryByText('Recent searches')).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(await screen.findByText('Recent searches')).toBeInTheDocument();
    expect(screen.getByText('pizza')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Recent searches')).not.toBeInTheDocument();
  });

  it('fills the box with a recent search chosen in its panel', async () => {
    const { box } = renderBox(['pizza']);
    await userEvent.click(box);
    await userEvent.click(await screen.findByText('pizza'));
    expect((box as HTMLInputElement).value).toBe('pizza');
  });

  it('remembers the term on Enter, trimmed', async () => {
    const { box, store } = renderBox(['soup']);
    await userEvent.type(box, '  salad {Enter}');
    expect(store.getState().searchHistory).toEqual(['salad', 'soup']);
  });

  it('clears its text with its translated clear button, which shows only while there is text and hands the focus back', async () => {
    const { box } = renderBox();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'tea' } });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  });

  it('never takes more than 100 characters, the longest term the api accepts', () => {
    expect(renderBox().box).toHaveAttribute('maxLength', '100');
  });
});
