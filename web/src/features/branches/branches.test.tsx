import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { BranchSelector, pickBranch, type Branch } from './index';

// Whether a branch is open is the server's answer: the working days the api also sends are not
// read (the fixtures have none), so a client that re-derived it could not pass these tests.
const today = { date: '2026-11-18', open: true, from: '09:00', to: '23:00' };
const branch = { uuid: 'b', open: true, logo_img: '', min_amount: 0, time_zone: 'America/Toronto', rating_avg: null, reviews_count: 0 };
const branches: Branch[] = [
  { ...branch, id: 1, translation: { id: 1, title: 'Downtown', address: '1 Main St' }, open_now: false, closes_at: null, opens_at: '2026-11-19T09:00:00-05:00', today_hours: today },
  { ...branch, id: 2, translation: { id: 2, title: 'Harbour', address: '2 Quay Rd' }, open_now: true, closes_at: '2026-11-18T23:00:00-05:00', opens_at: null, today_hours: today, rating_avg: 4.6, reviews_count: 14 },
  { ...branch, id: 3, open: false, translation: { id: 3, title: 'Lakeside', address: '3 Shore Ln' }, open_now: false, closes_at: null, opens_at: null, today_hours: { ...today, open: false } },
];

describe('BranchSelector', () => {
  it('shows "Branch" and the title, lists branches with the server\'s opening words, and selects one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithApp(<BranchSelector branches={branches} selected={branches[1]!} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: /Change branch/ });
    expect(trigger.textContent).toContain('Branch');
    expect(trigger.textContent).toContain('Harbour');
    await user.click(trigger);
    const downtown = await screen.findByRole('menuitemradio', { name: /Downtown/ });
    expect(downtown.textContent).toContain('Closed · Opens tomorrow at 9:00 AM');
    expect(screen.getByRole('menuitemradio', { name: /Harbour/ }).textContent).toContain('Open · Closes at 11:00 PM');
    // Its rating, small; a branch without reviews shows none.
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 by 14 reviews' }).textContent).toBe('★ 4.6 (14)');
    expect(screen.getByRole('menuitemradio', { name: /Lakeside/ }).textContent).toMatch(/Closed$/);
    await user.click(downtown);
    expect(onSelect).toHaveBeenCalledWith(branches[0]);
  });
});

describe('pickBranch', () => {
  it('keeps the chosen branch, else picks the first one the server says is open now', () => {
    expect(pickBranch(branches, 1)?.id).toBe(1);
    expect(pickBranch(branches, null)?.id).toBe(2);
    expect(pickBranch(branches, 99)?.id).toBe(2);
    expect(pickBranch([branches[0]!, branches[2]!], null)?.id).toBe(1); // none open: the first
    expect(pickBranch([], null)).toBeNull();
  });

  it('follows open_now, not the open flag', () => {
    const flaggedButClosed = { ...branches[1]!, open_now: false };
    expect(pickBranch([flaggedButClosed, { ...branches[2]!, id: 4, open_now: true }], null)?.id).toBe(4);
  });
});
