// The booking form's choices and how they depend on each other: a new branch, day, party or
// stay asks for new free times, so the time and table chosen before no longer hold.
import type { BookingTablesQuery, BookTableInput } from '../../../graphql/reservations.generated';

export type FloorTable = NonNullable<BookingTablesQuery['bookingTables']>['items'][number];
export type FloorSection = FloorTable['shop_section'];

export interface BookingChoice {
  /** null: the preselected branch (the one chosen in the header, else the first). */
  shopId: number | null;
  date: string;
  guest: number;
  /** null: the shortest stay offered (the server's default). */
  duration: number | null;
  /** The chosen free time's start, `YYYY-MM-DD HH:MM`. */
  startDate: string | null;
  sectionId: number | null;
  tableId: number | null;
  note: string;
}

/** The party size before any choice. */
export const DEFAULT_GUESTS = 2;
/** The largest party offered when the branch's tables are not known yet. */
export const FALLBACK_MAX_GUESTS = 8;

export const initialChoice = (date: string): BookingChoice => ({
  shopId: null, date, guest: DEFAULT_GUESTS, duration: null, startDate: null, sectionId: null, tableId: null, note: '',
});

/** `choice` with `patch` applied, dropping what the change makes stale. */
export function changeChoice(choice: BookingChoice, patch: Partial<BookingChoice>): BookingChoice {
  const next = { ...choice, ...patch };
  const changed = (key: keyof BookingChoice) => key in patch && patch[key] !== choice[key];
  if (changed('shopId')) next.sectionId = null;
  if (changed('shopId') || changed('date') || changed('guest') || changed('duration')) Object.assign(next, { startDate: null, tableId: null });
  if (changed('startDate') && !('tableId' in patch)) next.tableId = null;
  return next;
}

export type TableState = 'free' | 'taken' | 'small' | 'off';

/** Why a table can or cannot be booked at the chosen time: free (the server lists it), out of
 * service, too small for the party, else taken. */
export function tableState(table: FloorTable, freeIds: ReadonlySet<number>, guest: number): TableState {
  if (freeIds.has(table.id)) return 'free';
  if (!table.active) return 'off';
  if (table.chair_count < guest) return 'small';
  return 'taken';
}

/** The sections of a floor, in the order of their tables. */
export function sectionsOf(tables: readonly FloorTable[]): FloorSection[] {
  const seen = new Map<number, FloorSection>();
  for (const table of tables) if (!seen.has(table.shop_section.id)) seen.set(table.shop_section.id, table.shop_section);
  return [...seen.values()];
}

/** The party sizes offered: 1 up to the largest active table. */
export function guestChoices(tables: readonly FloorTable[]): number[] {
  const seats = tables.filter((table) => table.active).map((table) => table.chair_count);
  const max = seats.length ? Math.max(...seats) : FALLBACK_MAX_GUESTS;
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** What bookTable is sent, once a time and a table are chosen. */
export function bookingInput(choice: BookingChoice, duration: number): BookTableInput | null {
  if (!choice.startDate || choice.tableId == null) return null;
  const note = choice.note.trim();
  return { table_id: choice.tableId, start_date: choice.startDate, duration, guest: choice.guest, ...(note ? { note } : {}) };
}
