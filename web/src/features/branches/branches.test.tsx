import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import type { ShopView } from '../../shared/types/catalogue';
import { BranchSelector, pickBranch } from './index';

const wednesdayNoon = new Date('2024-05-15T12:00:00');
const hours = [{ day: 'wednesday', from: '09-00', to: '22-00' }];
const branches: ShopView[] = [
  { id: 1, open: false, translation: { title: 'Downtown' }, shop_working_days: hours },
  { id: 2, open: true, translation: { title: 'Harbour' }, shop_working_days: hours },
];

describe('BranchSelector', () => {
  it('shows "Branch" and the title, lists branches with a Closed badge, and selects one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithApp(<BranchSelector branches={branches} selected={branches[1]!} onSelect={onSelect} now={wednesdayNoon} />);
    const trigger = screen.getByRole('button', { name: /Change branch/ });
    expect(trigger.textContent).toContain('Branch');
    expect(trigger.textContent).toContain('Harbour');
    await user.click(trigger);
    const downtown = await screen.findByRole('menuitemradio', { name: /Downtown/ });
    expect(downtown.textContent).toContain('Closed');
    expect(screen.getByRole('menuitemradio', { name: /Harbour/ }).textContent).not.toContain('Closed');
    await user.click(downtown);
    expect(onSelect).toHaveBeenCalledWith(branches[0]);
  });
});

describe('pickBranch', () => {
  it('keeps the chosen branch, else picks the first open one', () => {
    expect(pickBranch(branches, 1, wednesdayNoon)?.id).toBe(1);
    expect(pickBranch(branches, null, wednesdayNoon)?.id).toBe(2);
    expect(pickBranch(branches, 99, wednesdayNoon)?.id).toBe(2);
    expect(pickBranch([], null, wednesdayNoon)).toBeNull();
  });
});
