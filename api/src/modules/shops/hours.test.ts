import { describe, expect, it } from 'vitest';
import { hoursOn, isOpenAt, momentOf, serverTimeZone, shopHours, workingHours, type ShopSchedule, type WorkingDayEntry } from './hours';

// 27 November 2026 is a Friday; Toronto is then at -05:00 (EST), Tokyo at +09:00.
const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const TORONTO = 'America/Toronto';

/** Every day `from`..`to`, with `changes` per day name. */
function week(from = '09-00', to = '23-00', changes: Record<string, Partial<WorkingDayEntry>> = {}): WorkingDayEntry[] {
  return WEEK.map((day) => ({ day, from, to, disabled: false, ...changes[day] }));
}

function schedule(changes: Partial<ShopSchedule> = {}): ShopSchedule {
  return { open: true, days: week(), closedDates: [], timeZone: TORONTO, ...changes };
}

/** The moment Toronto's clocks show `time` on `day` (November: -05:00). */
const toronto = (time: string, day = '2026-11-27') => new Date(`${day}T${time}:00-05:00`);

describe('shopHours: the rule, in the branch\'s zone', () => {
  it.each<[string, ShopSchedule, Date, { open_now: boolean; closes_at: string | null; opens_at: string | null }]>([
    ['open within the day\'s hours', schedule(), toronto('12:00'),
      { open_now: true, closes_at: '2026-11-27T23:00:00-05:00', opens_at: null }],
    ['open from the opening minute', schedule(), toronto('09:00'),
      { open_now: true, closes_at: '2026-11-27T23:00:00-05:00', opens_at: null }],
    ['open the minute before closing', schedule(), toronto('22:59'),
      { open_now: true, closes_at: '2026-11-27T23:00:00-05:00', opens_at: null }],
    ['closed before opening: opens today', schedule(), toronto('08:59'),
      { open_now: false, closes_at: null, opens_at: '2026-11-27T09:00:00-05:00' }],
    ['closed from the closing minute on: opens tomorrow', schedule(), toronto('23:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00-05:00' }],
    ['closed with the open flag off, no opening to come', schedule({ open: false }), toronto('12:00'),
      { open_now: false, closes_at: null, opens_at: null }],
    ['closed on a closed date', schedule({ closedDates: ['2026-11-27'] }), toronto('12:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00-05:00' }],
    ['closed on a disabled day', schedule({ days: week('09-00', '23-00', { friday: { disabled: true } }) }), toronto('12:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00-05:00' }],
    ['closed on a day without entry', schedule({ days: week().filter((d) => d.day !== 'friday') }), toronto('12:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00-05:00' }],
    ['closed on a day whose entry is unreadable', schedule({ days: week('09-00', '23-00', { friday: { from: '9am' } }) }), toronto('12:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00-05:00' }],
    ['reads "09:00" as well as "09-00"', schedule({ days: week('09:00', '13:30') }), toronto('13:29'),
      { open_now: true, closes_at: '2026-11-27T13:30:00-05:00', opens_at: null }],
    ['opens on the next enabled day (Monday)', schedule({ days: week('09-00', '23-00').map((d) => ({ ...d, disabled: d.day !== 'monday' })) }),
      toronto('12:00'), { open_now: false, closes_at: null, opens_at: '2026-11-30T09:00:00-05:00' }],
    ['no opening within a week → opens_at null', schedule({ days: week('09-00', '23-00').map((d) => ({ ...d, disabled: true })) }),
      toronto('12:00'), { open_now: false, closes_at: null, opens_at: null }],
    ['past midnight: the evening opening runs into the next day', schedule({ days: week('18-00', '02-00') }), toronto('23:30'),
      { open_now: true, closes_at: '2026-11-28T02:00:00-05:00', opens_at: null }],
    ['past midnight: the early hours are the previous day\'s opening', schedule({ days: week('18-00', '02-00') }), toronto('01:00'),
      { open_now: true, closes_at: '2026-11-27T02:00:00-05:00', opens_at: null }],
    ['past midnight: closed from the closing minute until the evening', schedule({ days: week('18-00', '02-00') }), toronto('02:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-27T18:00:00-05:00' }],
    ['past midnight: the previous day disabled closes the early hours',
      schedule({ days: week('18-00', '02-00', { thursday: { disabled: true } }) }), toronto('01:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-27T18:00:00-05:00' }],
    ['past midnight: the previous day a closed date closes the early hours',
      schedule({ days: week('18-00', '02-00'), closedDates: ['2026-11-26'] }), toronto('01:00'),
      { open_now: false, closes_at: null, opens_at: '2026-11-27T18:00:00-05:00' }],
    ['past midnight: today disabled, the early hours still are yesterday\'s',
      schedule({ days: week('18-00', '02-00', { friday: { disabled: true } }) }), toronto('01:00'),
      { open_now: true, closes_at: '2026-11-27T02:00:00-05:00', opens_at: null }],
    ['"09-00".."09-00" is 24 hours', schedule({ days: week('09-00', '09-00').map((d) => ({ ...d, disabled: d.day !== 'thursday' })) }),
      toronto('03:00'), { open_now: true, closes_at: '2026-11-27T09:00:00-05:00', opens_at: null }],
    ['24-hour openings one after the other are one, until a day off', schedule({ days: week('09-00', '09-00', { saturday: { disabled: true } }) }),
      toronto('03:00'), { open_now: true, closes_at: '2026-11-28T09:00:00-05:00', opens_at: null }],
    ['openings that meet at midnight are one: no closing within a week', schedule({ days: week('00-00', '24-00') }), toronto('12:00'),
      { open_now: true, closes_at: null, opens_at: null }],
    ['"00-00".."23-59" closes one minute before midnight', schedule({ days: week('00-00', '23-59') }), toronto('23:59'),
      { open_now: false, closes_at: null, opens_at: '2026-11-28T00:00:00-05:00' }],
  ])('%s', (_name, given, now, expected) => {
    expect(shopHours(given, now)).toMatchObject(expected);
    expect(isOpenAt(given, now)).toBe(expected.open_now);
  });

  it('answers today\'s hours of the branch\'s calendar day (the next day\'s time when they run past midnight)', () => {
    expect(shopHours(schedule(), toronto('12:00')).today_hours).toEqual({ date: '2026-11-27', open: true, from: '09:00', to: '23:00' });
    expect(shopHours(schedule({ days: week('18-00', '02-00') }), toronto('01:00')).today_hours)
      .toEqual({ date: '2026-11-27', open: true, from: '18:00', to: '02:00' });
    expect(shopHours(schedule({ closedDates: ['2026-11-27'] }), toronto('12:00')).today_hours)
      .toEqual({ date: '2026-11-27', open: false, from: null, to: null });
    expect(shopHours(schedule({ open: false }), toronto('12:00')).today_hours.open).toBe(false);
  });

  it('answers an opening that ends at midnight as "24:00", open through midnight when the next day starts then', () => {
    const roundTheClock = shopHours(schedule({ days: week('00-00', '24-00') }), toronto('23:59'));
    expect(roundTheClock.today_hours).toEqual({ date: '2026-11-27', open: true, from: '00:00', to: '24:00' });
    expect(roundTheClock).toMatchObject({ open_now: true, closes_at: null });
  });

  it.each<[string, string, { date: string; open_now: boolean; opens_at: string | null; closes_at: string | null }]>([
    // 03:00 UTC: Thursday 22:00 in Toronto, Friday 12:00 in Tokyo, Thursday 23:30 in St. John's.
    [TORONTO, '2026-11-27T03:00:00Z', { date: '2026-11-26', open_now: true, closes_at: '2026-11-26T23:00:00-05:00', opens_at: null }],
    ['Asia/Tokyo', '2026-11-27T03:00:00Z', { date: '2026-11-27', open_now: true, closes_at: '2026-11-27T23:00:00+09:00', opens_at: null }],
    ['America/St_Johns', '2026-11-27T03:00:00Z', { date: '2026-11-26', open_now: false, closes_at: null, opens_at: '2026-11-27T09:00:00-03:30' }],
    // 14:00 UTC: Friday 09:00 in Toronto, Friday 23:00 in Tokyo.
    [TORONTO, '2026-11-27T14:00:00Z', { date: '2026-11-27', open_now: true, closes_at: '2026-11-27T23:00:00-05:00', opens_at: null }],
    ['Asia/Tokyo', '2026-11-27T14:00:00Z', { date: '2026-11-27', open_now: false, closes_at: null, opens_at: '2026-11-28T09:00:00+09:00' }],
  ])('one moment, the same hours in %s at %s', (timeZone, instant, expected) => {
    const answer = shopHours(schedule({ timeZone }), new Date(instant));
    expect(answer).toMatchObject({ open_now: expected.open_now, closes_at: expected.closes_at, opens_at: expected.opens_at, time_zone: timeZone });
    expect(answer.today_hours.date).toBe(expected.date);
  });

  it('uses the server\'s zone without a zone or with an unknown one', () => {
    const server = serverTimeZone();
    expect(server).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(shopHours(schedule({ timeZone: null }), toronto('12:00')).time_zone).toBe(server);
    expect(shopHours(schedule({ timeZone: 'Mars/Olympus_Mons' }), toronto('12:00')).time_zone).toBe(server);
  });
});

describe('shopHours across a clock change (America/Toronto)', () => {
  // Sunday 8 March 2026: 02:00 EST (-05:00) jumps to 03:00 EDT (-04:00), at 07:00 UTC.
  // Sunday 1 November 2026: 02:00 EDT (-04:00) goes back to 01:00 EST (-05:00), at 06:00 UTC.
  it.each<[string, ShopSchedule, string, { open_now: boolean; closes_at: string | null; opens_at: string | null }]>([
    ['spring forward, before the change: opens at 09:00 EDT', schedule(), '2026-03-08T06:30:00Z',
      { open_now: false, closes_at: null, opens_at: '2026-03-08T09:00:00-04:00' }],
    ['spring forward, noon EDT: closes at 23:00 EDT', schedule(), '2026-03-08T16:00:00Z',
      { open_now: true, closes_at: '2026-03-08T23:00:00-04:00', opens_at: null }],
    ['spring forward: a closing the clock skips (02:30) is the moment after the gap', schedule({ days: week('18-00', '02-30') }),
      '2026-03-08T06:45:00Z', { open_now: true, closes_at: '2026-03-08T03:30:00-04:00', opens_at: null }],
    ['spring forward: closing at 02:00 is 03:00 EDT', schedule({ days: week('18-00', '02-00') }),
      '2026-03-08T06:59:00Z', { open_now: true, closes_at: '2026-03-08T03:00:00-04:00', opens_at: null }],
    ['spring forward: closed after it', schedule({ days: week('18-00', '02-00') }),
      '2026-03-08T07:00:00Z', { open_now: false, closes_at: null, opens_at: '2026-03-08T18:00:00-04:00' }],
    ['fall back, first 01:30 (EDT): still last night\'s opening until 02:00 EST', schedule({ days: week('18-00', '02-00') }),
      '2026-11-01T05:30:00Z', { open_now: true, closes_at: '2026-11-01T02:00:00-05:00', opens_at: null }],
    ['fall back, second 01:30 (EST): still open', schedule({ days: week('18-00', '02-00') }),
      '2026-11-01T06:30:00Z', { open_now: true, closes_at: '2026-11-01T02:00:00-05:00', opens_at: null }],
    ['fall back: closed from 02:00 EST', schedule({ days: week('18-00', '02-00') }),
      '2026-11-01T07:00:00Z', { open_now: false, closes_at: null, opens_at: '2026-11-01T18:00:00-05:00' }],
    ['fall back, the evening before: opens at 09:00 EST the next day', schedule(), '2026-11-01T04:00:00Z',
      { open_now: false, closes_at: null, opens_at: '2026-11-01T09:00:00-05:00' }],
  ])('%s', (_name, given, instant, expected) => {
    expect(shopHours(given, new Date(instant))).toMatchObject(expected);
  });

  it('momentOf reads wall times of the day in the zone', () => {
    expect(momentOf('2026-03-08', 12 * 60, TORONTO).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(momentOf('2026-03-07', 25 * 60, TORONTO).toISOString()).toBe('2026-03-08T06:00:00.000Z'); // 01:00 EST, the next day
    expect(momentOf('2026-11-01', 12 * 60, TORONTO).toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });
});

describe('hoursOn', () => {
  it('gives a day\'s opening in minutes, past DAY_MINUTES when it runs into the next day', () => {
    expect(hoursOn(schedule(), '2026-11-27')).toEqual({ from: 540, to: 1380 });
    expect(hoursOn(schedule({ days: week('18-00', '02-00') }), '2026-11-27')).toEqual({ from: 1080, to: 1560 });
    expect(hoursOn(schedule({ days: week('18-00', '00-00') }), '2026-11-27')).toEqual({ from: 1080, to: 1440 });
    expect(hoursOn(schedule(), '2026-02-30')).toBeNull();
    expect(hoursOn(schedule({ closedDates: ['2026-11-27'] }), '2026-11-27')).toBeNull();
    expect(hoursOn(schedule({ days: week('09-00', '25-00') }), '2026-11-27')).toBeNull();
  });
});

describe('workingHours', () => {
  it('gives an entry\'s opening as HH:MM, read as the rule reads it; none when disabled or unreadable', () => {
    const entry = (from: string, to: string, disabled = false) => ({ day: 'friday', from, to, disabled });
    expect(workingHours(entry('09-00', '23-00'))).toEqual({ from: '09:00', to: '23:00' });
    expect(workingHours(entry('9:30', '02-00'))).toEqual({ from: '09:30', to: '02:00' });
    expect(workingHours(entry('18-00', '24-00'))).toEqual({ from: '18:00', to: '24:00' });
    expect(workingHours(entry('09-00', '23-00', true))).toBeNull();
    expect(workingHours(entry('nine', '23-00'))).toBeNull();
    expect(workingHours(entry('24-00', '02-00'))).toBeNull();
  });
});
