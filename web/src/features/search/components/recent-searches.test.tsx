import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { RecentSearches } from './recent-searches';

describe('RecentSearches', () => {
  it('is hidden when empty', () => {
    renderWithApp(<RecentSearches history={[]} onSelect={() => {}} onRemove={() => {}} onClear={() => {}} />);
    expect(screen.queryByText('Recent searches')).not.toBeInTheDocument();
  });

  it('re-runs, removes one and clears all', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onRemove = vi.fn();
    const onClear = vi.fn();
    renderWithApp(<RecentSearches history={['pizza', 'soup']} onSelect={onSelect} onRemove={onRemove} onClear={onClear} />);
    expect(screen.getByRole('heading', { name: 'Recent searches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'soup' }));
    expect(onSelect).toHaveBeenCalledWith('soup');
    await user.click(screen.getByRole('button', { name: 'Remove “pizza” from recent searches' }));
    expect(onRemove).toHaveBeenCalledWith('pizza');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalled();
  });
});
