import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import type { ShopSchedule } from '../shops';
import { checkDay, isOpenNow, resolveDeliveryTime, slotPlacesOn, slotsOn } from './schedule';
import { CHECKOUT_MESSAGES } from './validation';

// Monday 7 January 2030, local time.
const at = (hours: number, minutes = 0, day = 7) => new Date(2030, 0, day, hours, minutes);
const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function schedule(changes: Partial<ShopSchedule> = {}): ShopSchedule {
  return {
    open: true,
    days: WEEK.map((day) => ({ day, from: '09-00', to: '23-00', disabled: day === 'sunday' })),
    closedDates: ['2030-01-09'],
    ...changes,
  };
}

/** The refusal `run` throws: its code and params. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: error.statusCode, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

describe('isOpenNow', () => {
  it('is open within the day\'s hours ("09-00" read as 09:00), closed before, at and after closing', () => {
    expect(isOpenNow(schedule(), at(9))).toBe(true);
    expect(isOpenNow(schedule(), at(22, 59))).toBe(true);
    expect(isOpenNow(schedule(), at(8, 59))).toBe(false);
    expect(isOpenNow(schedule(), at(23))).toBe(false);
  });

  it('is closed with the open flag off, on a closed date and on a disabled day', () => {
    expect(isOpenNow(schedule({ open: false }), at(12))).toBe(false);
    expect(isOpenNow(schedule(), at(12, 0, 9))).toBe(false); // closed date
    expect(isOpenNow(schedule(), at(12, 0, 6))).toBe(false); // a Sunday
    expect(isOpenNow(schedule({ days: [] }), at(12))).toBe(false); // no working day at all
  });
});

describe('resolveDeliveryTime', () => {
  it('is now (asap) without date and time while open, else ERROR_118 on delivery_time', () => {
    expect(resolveDeliveryTime(schedule(), {}, at(12, 7))).toEqual({ date: '2030-01-07', time: '12:07', asap: true });
    expect(resolveDeliveryTime(schedule(), { delivery_date: '', delivery_time: ' ' }, at(12))).toMatchObject({ asap: true });
    expect(refusal(() => resolveDeliveryTime(schedule(), {}, at(23, 30)))).toEqual({
      statusCode: 'ERROR_118', params: { delivery_time: [CHECKOUT_MESSAGES.closedNow] },
    });
  });

  it('accepts a 30-minute slot at least 30 minutes ahead, within the day\'s hours, up to 7 days ahead', () => {
    expect(resolveDeliveryTime(schedule(), { delivery_date: '2030-01-07', delivery_time: '12:30' }, at(12)))
      .toEqual({ date: '2030-01-07', time: '12:30', asap: false });
    expect(resolveDeliveryTime(schedule(), { delivery_date: '2030-01-14', delivery_time: '09:00' }, at(12)).asap).toBe(false);
    // Scheduling does not need the branch to be open now.
    expect(resolveDeliveryTime(schedule(), { delivery_date: '2030-01-08', delivery_time: '22:30' }, at(23, 45)).time).toBe('22:30');
  });

  it.each([
    ['only a date', { delivery_date: '2030-01-08' }, 'delivery_time'],
    ['only a time', { delivery_time: '12:00' }, 'delivery_date'],
    ['a malformed date', { delivery_date: '2030-1-8', delivery_time: '12:00' }, 'delivery_date'],
    ['an impossible date', { delivery_date: '2030-02-30', delivery_time: '12:00' }, 'delivery_date'],
    ['a past date', { delivery_date: '2030-01-06', delivery_time: '12:00' }, 'delivery_date'],
    ['more than 7 days ahead', { delivery_date: '2030-01-15', delivery_time: '12:00' }, 'delivery_date'],
    ['a malformed time', { delivery_date: '2030-01-08', delivery_time: '12.00' }, 'delivery_time'],
    ['a time off the 30-minute grid', { delivery_date: '2030-01-08', delivery_time: '12:15' }, 'delivery_time'],
    ['a past time today', { delivery_date: '2030-01-07', delivery_time: '11:30' }, 'delivery_time'],
    ['less than 30 minutes from now', { delivery_date: '2030-01-07', delivery_time: '12:00' }, 'delivery_time'],
    ['before opening', { delivery_date: '2030-01-08', delivery_time: '08:30' }, 'delivery_time'],
    ['at closing time', { delivery_date: '2030-01-08', delivery_time: '23:00' }, 'delivery_time'],
  ])('refuses %s: 400 ERROR_400 on the field', (_name, request, field) => {
    const { statusCode, params } = refusal(() => resolveDeliveryTime(schedule(), request, at(12)));
    expect(statusCode).toBe('ERROR_400');
    expect(Object.keys(params!)).toEqual([field]);
  });

  it('refuses a closed date or a disabled day with ERROR_118 on delivery_date', () => {
    for (const day of ['2030-01-09', '2030-01-13']) {
      expect(refusal(() => resolveDeliveryTime(schedule(), { delivery_date: day, delivery_time: '12:00' }, at(12)))).toEqual({
        statusCode: 'ERROR_118', params: { delivery_date: ['Shop is closed in this day. Please, select another day.'] },
      });
    }
  });
});

describe('slotsOn', () => {
  it('lists every half hour from opening to before closing, from 30 minutes after now', () => {
    const today = slotsOn(schedule(), '2030-01-07', at(21, 10));
    expect(today).toEqual(['21:00', '21:30', '22:00', '22:30'].filter((time) => time >= '21:40'));
    const tomorrow = slotsOn(schedule(), '2030-01-08', at(12));
    expect(tomorrow[0]).toBe('09:00');
    expect(tomorrow.at(-1)).toBe('22:30');
    expect(tomorrow).toHaveLength(28);
  });

  it('starts at the first half hour after an odd opening time', () => {
    const days = WEEK.map((day) => ({ day, from: '09-15', to: '10-45', disabled: false }));
    expect(slotsOn(schedule({ days }), '2030-01-08', at(12))).toEqual(['09:30', '10:00', '10:30']);
  });

  it('has none on a closed day or for a closed branch', () => {
    expect(slotsOn(schedule(), '2030-01-09', at(12))).toEqual([]);
    expect(slotsOn(schedule(), '2030-01-13', at(12))).toEqual([]);
    expect(slotsOn(schedule({ open: false }), '2030-01-08', at(12))).toEqual([]);
  });

  it('checkDay names the field', () => {
    expect(checkDay('date', '2030-01-07', at(12))).toBe('2030-01-07');
    expect(refusal(() => checkDay('date', 'tomorrow', at(12))).params).toEqual({ date: ['The date must be a date in the format YYYY-MM-DD.'] });
  });
});

describe('hours running past midnight ("18-00".."02-00", shops/hours.ts)', () => {
  const late = () => schedule({ days: WEEK.map((day) => ({ day, from: '18-00', to: '02-00', disabled: day === 'sunday' })) });

  it('is open in the early hours by the previous day\'s opening, and as soon as possible then is now', () => {
    expect(isOpenNow(late(), at(1, 0, 8))).toBe(true); // Tuesday 01:00: Monday's opening
    expect(isOpenNow(late(), at(2, 0, 8))).toBe(false);
    expect(isOpenNow(late(), at(1, 0, 7))).toBe(false); // Monday 01:00: Sunday is disabled
    expect(resolveDeliveryTime(late(), {}, at(1, 0, 8))).toEqual({ date: '2030-01-08', time: '01:00', asap: true });
  });

  it('offers a day\'s slots from 18:00 to 01:30, those after midnight on the next calendar day', () => {
    const times = slotsOn(late(), '2030-01-08', at(12));
    expect(times).toHaveLength(16);
    expect(times.slice(0, 2)).toEqual(['18:00', '18:30']);
    expect(times.slice(-4)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(slotPlacesOn(late(), '2030-01-08', at(12)).at(-1)).toEqual({ date: '2030-01-09', time: '01:30' });
  });

  it('books a slot after midnight on the next calendar day, and refuses one past the last', () => {
    expect(resolveDeliveryTime(late(), { delivery_date: '2030-01-08', delivery_time: '01:30' }, at(12)))
      .toEqual({ date: '2030-01-09', time: '01:30', asap: false });
    expect(resolveDeliveryTime(late(), { delivery_date: '2030-01-08', delivery_time: '18:00' }, at(12)).date).toBe('2030-01-08');
    for (const time of ['02:00', '17:30']) {
      expect(refusal(() => resolveDeliveryTime(late(), { delivery_date: '2030-01-08', delivery_time: time }, at(12))).params)
        .toEqual({ delivery_time: ['The delivery_time must be between 18:00 and 01:30 on this day.'] });
    }
  });
});

describe('the branch\'s time zone', () => {
  // 2030-01-07T15:00Z is Tuesday 8 January 00:00 in Tokyo; 03:00Z is Monday 12:00 there.
  const tokyo = () => schedule({ timeZone: 'Asia/Tokyo' });

  it('decides open now and as soon as possible by the branch\'s clocks', () => {
    expect(isOpenNow(tokyo(), new Date('2030-01-07T03:00:00Z'))).toBe(true);
    expect(resolveDeliveryTime(tokyo(), {}, new Date('2030-01-07T03:00:00Z'))).toEqual({ date: '2030-01-07', time: '12:00', asap: true });
    expect(isOpenNow(tokyo(), new Date('2030-01-07T15:00:00Z'))).toBe(false);
    expect(refusal(() => resolveDeliveryTime(tokyo(), {}, new Date('2030-01-07T15:00:00Z'))).statusCode).toBe('ERROR_118');
  });

  it('counts days from the branch\'s today and slots in its hours', () => {
    const now = new Date('2030-01-07T15:00:00Z');
    expect(refusal(() => checkDay('date', '2030-01-07', now, 'Asia/Tokyo')).params)
      .toEqual({ date: ['The date must be a date after or equal to today.'] });
    expect(checkDay('date', '2030-01-15', now, 'Asia/Tokyo')).toBe('2030-01-15');
    const times = slotsOn(tokyo(), '2030-01-08', now);
    expect([times[0], times.at(-1), times.length]).toEqual(['09:00', '22:30', 28]);
    expect(resolveDeliveryTime(tokyo(), { delivery_date: '2030-01-08', delivery_time: '09:00' }, now))
      .toEqual({ date: '2030-01-08', time: '09:00', asap: false });
  });
});
