import { describe, expect, it } from 'vitest';
import { FLOOR } from '../../../test/reservation-fixtures';
import { bookingInput, changeChoice, guestChoices, initialChoice, sectionsOf, tableState } from './booking-form';

const chosen = { ...initialChoice('2026-12-01'), shopId: 502, startDate: '2026-12-01 19:00', sectionId: 11, tableId: 2 };

describe('booking form', () => {
  it('a new day, party or stay drops the time and the table; a new branch the section too', () => {
    for (const patch of [{ date: '2026-12-02' }, { guest: 4 }, { duration: 90 }]) {
      expect(changeChoice(chosen, patch)).toMatchObject({ ...patch, startDate: null, tableId: null, sectionId: 11 });
    }
    expect(changeChoice(chosen, { shopId: 503 })).toMatchObject({ startDate: null, tableId: null, sectionId: null });
    expect(changeChoice(chosen, { note: 'hi' })).toEqual({ ...chosen, note: 'hi' });
    expect(changeChoice(chosen, { date: chosen.date })).toEqual(chosen); // the same value changes nothing
  });

  it('a new time drops the table unless it is kept on purpose', () => {
    expect(changeChoice(chosen, { startDate: '2026-12-01 20:00' }).tableId).toBeNull();
    expect(changeChoice(chosen, { startDate: '2026-12-01 20:00', tableId: 2 }).tableId).toBe(2);
  });

  it('tells free, taken, too small and out-of-service tables apart', () => {
    const free = new Set([2]);
    expect(FLOOR.map((table) => tableState(table, free, 3))).toEqual(['small', 'free', 'off', 'taken', 'taken']);
  });

  it('lists the sections in the order of their tables, and parties up to the largest active table', () => {
    expect(sectionsOf(FLOOR).map((s) => s.translation.title)).toEqual(['Hall', 'Terrace']);
    expect(guestChoices(FLOOR)).toHaveLength(8);
    expect(guestChoices([])).toHaveLength(8); // the floor is not known yet
  });

  it('sends the table, start, stay and party, and a note only when there is one', () => {
    expect(bookingInput(chosen, 60)).toEqual({ table_id: 2, start_date: '2026-12-01 19:00', duration: 60, guest: 2 });
    expect(bookingInput({ ...chosen, note: '  window  ' }, 90)).toMatchObject({ duration: 90, note: 'window' });
    expect(bookingInput({ ...chosen, tableId: null }, 60)).toBeNull();
  });
});
