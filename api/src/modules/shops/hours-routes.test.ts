// Every shop the api answers says whether it is open now (shops/hours.ts), and `open=1` still keeps
// the branches whose open flag is set, open at this moment or not. The app runs on a fake clock: Monday 7 January 2030, 12:00 of the server's
// zone, where the demo has Downtown open (00:00–24:00, round the clock), Midtown's Monday disabled, Scarborough
// closed by a closed date and Etobicoke's open flag off.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import { shops, shopTranslations, shopWorkingDays } from '../../db/schema';
import { createTestApp, fakeClock, getJson, type TestApp } from '../../testing/test-app';
import { serverTimeZone } from './hours';
import type { MainShopResponse, ShopPage, ShopResponse } from './schemas';

type Page = Static<typeof ShopPage>;
type Shop = Page['data'][number];

const NOON = new Date(2030, 0, 7, 12, 0);
let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let ids: Record<'downtown' | 'midtown' | 'scarborough' | 'etobicoke', number>;

beforeAll(async () => {
  clock = fakeClock(NOON);
  t = await createTestApp(NOON, { clock });
  const rows = await t.database.db.select({ id: shops.id, title: shopTranslations.title }).from(shops)
    .innerJoin(shopTranslations, and(eq(shopTranslations.shopId, shops.id), eq(shopTranslations.locale, 'en')))
    .where(isNotNull(shops.parentId));
  const idOf = (title: string) => rows.find((row) => row.title === title)!.id;
  ids = { downtown: idOf('Downtown'), midtown: idOf('Midtown'), scarborough: idOf('Scarborough'), etobicoke: idOf('Etobicoke') };
});
afterAll(async () => { await t.close(); });

/** The server's offset at `date` as "+HH:MM" / "-HH:MM" (the demo branches use the server's zone). */
function offsetAt(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`;
}

const branches = async (query = '') => (await getJson<Page>(t.app, `/rest/shops/paginate?perPage=100${query}`)).body;
const byId = (list: Shop[], id: number) => list.find((branch) => branch.id === id)!;

/** Runs `check` with the clock at `instant`, then puts it back. */
async function at(instant: Date, check: () => Promise<void>) {
  const delta = instant.getTime() - clock().getTime();
  clock.advance(delta);
  try {
    await check();
  } finally {
    clock.advance(-delta);
  }
}

describe('open_now, closes_at, opens_at, today_hours on every shop', () => {
  it('answers the rule for each demo branch, in the server\'s zone when the branch has none', async () => {
    const list = (await branches()).data;
    const tomorrowNine = `2030-01-08T09:00:00${offsetAt(new Date(2030, 0, 8, 9))}`;
    expect(byId(list, ids.downtown)).toMatchObject({
      open_now: true, closes_at: null, opens_at: null,
      today_hours: { date: '2030-01-07', open: true, from: '00:00', to: '24:00' }, time_zone: serverTimeZone(),
    });
    expect(byId(list, ids.midtown)).toMatchObject({
      open_now: false, closes_at: null, opens_at: tomorrowNine, today_hours: { date: '2030-01-07', open: false, from: null, to: null },
    });
    expect(byId(list, ids.scarborough)).toMatchObject({ open_now: false, opens_at: tomorrowNine, today_hours: { open: false } });
    expect(byId(list, ids.etobicoke)).toMatchObject({ open_now: false, closes_at: null, opens_at: null, today_hours: { open: false } });
  });

  it('answers each working day\'s opening as HH:MM beside Foodyman\'s "HH-MM" (null on a disabled day)', async () => {
    const days = (await branches()).data.flatMap((branch) => branch.shop_working_days.map((day) => ({ ...day, branch: branch.id })));
    expect(days.find((day) => day.branch === ids.downtown)).toMatchObject({ from: '00-00', to: '24-00', hours: { from: '00:00', to: '24:00' } });
    expect(days.find((day) => day.branch === ids.midtown && day.day === 'monday')).toMatchObject({ disabled: true, hours: null });
    expect(days.find((day) => day.branch === ids.midtown && day.day === 'tuesday')).toMatchObject({ hours: { from: '09:00', to: '23:00' } });
  });

  it('answers them on one shop and on the main shop too', async () => {
    const one = await getJson<Static<typeof ShopResponse>>(t.app, `/rest/shops/${ids.midtown}`);
    expect(one.body.data).toMatchObject({ open_now: false, today_hours: { date: '2030-01-07' } });
    const main = await getJson<Static<typeof MainShopResponse>>(t.app, '/rest/main-shop');
    expect(main.body.data).toMatchObject({ open_now: expect.any(Boolean), time_zone: serverTimeZone() });
  });

  it('keeps the branches whose open flag is set with open=1, whether open at this moment or not', async () => {
    const open = await branches('&open=1');
    expect(open.data.filter((branch) => branch.open_now).map((branch) => branch.id)).toEqual([ids.downtown]);
    expect(open.data.every((branch) => branch.open)).toBe(true);
    // With Downtown's hours ending at 23:00, at 23:30 the same branches, none open now.
    const db = t.database.db;
    await db.update(shopWorkingDays).set({ from: '09-00', to: '23-00' }).where(eq(shopWorkingDays.shopId, ids.downtown));
    try {
      await at(new Date(2030, 0, 7, 23, 30), async () => {
        const late = await branches('&open=1');
        expect(late.data.map((branch) => branch.id)).toEqual(open.data.map((branch) => branch.id));
        expect(late.data.some((branch) => branch.open_now)).toBe(false);
      });
    } finally {
      await db.update(shopWorkingDays).set({ from: '00-00', to: '24-00' }).where(eq(shopWorkingDays.shopId, ids.downtown));
    }
  });

  it('reads the hours in the branch\'s own time zone', async () => {
    const db = t.database.db;
    await db.update(shopWorkingDays).set({ from: '09-00', to: '23-00' }).where(eq(shopWorkingDays.shopId, ids.downtown));
    try {
      // 14:30 UTC: Monday 23:30 in Tokyo (closed), Monday 09:30 in Toronto (open).
      await at(new Date('2030-01-07T14:30:00Z'), async () => {
        await db.update(shops).set({ timeZone: 'Asia/Tokyo' }).where(eq(shops.id, ids.downtown));
        expect(byId((await branches()).data, ids.downtown)).toMatchObject({
          open_now: false, opens_at: '2030-01-08T09:00:00+09:00', time_zone: 'Asia/Tokyo',
          today_hours: { date: '2030-01-07', open: true, from: '09:00', to: '23:00' },
        });
        await db.update(shops).set({ timeZone: 'America/Toronto' }).where(eq(shops.id, ids.downtown));
        expect(byId((await branches()).data, ids.downtown)).toMatchObject({
          open_now: true, closes_at: '2030-01-07T23:00:00-05:00', time_zone: 'America/Toronto',
        });
      });
    } finally {
      await db.update(shops).set({ timeZone: null }).where(eq(shops.id, ids.downtown));
      await db.update(shopWorkingDays).set({ from: '00-00', to: '24-00' }).where(eq(shopWorkingDays.shopId, ids.downtown));
    }
  });
});
