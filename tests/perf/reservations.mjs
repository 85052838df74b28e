// The bench's reservation rows: the free-times query under load (REST and the gateway,
// uncached), then bookings sustained by several workers for the bench's duration (each on days of
// its own), every fifth one sent twice at once for the same table and time, as two customers
// racing for it; afterwards every table's busy times are read back and any overlap counts as a
// double booking.
import { performance } from 'node:perf_hooks';

const WORKERS = 4;
const RACE_EVERY = 5;

const pad = (n) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of the local calendar, `days` from today. */
function dayAhead(days) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function bookingBranch(stack, call) {
  const shops = await call(`${stack.apiUrl}/rest/booking/shops/paginate?perPage=100`);
  const tables = await call(`${stack.apiUrl}/rest/booking/tables?shop_id=${shops.data[0].id}&perPage=100`);
  return { shopId: shops.data[0].id, tableIds: tables.data.filter((table) => table.active).map((table) => table.id) };
}

/** The next free (table, start) of the worker's days (`cursor.day`, then every `cursor.step` days). */
async function nextFreeSlot(stack, call, shopId, cursor) {
  while (cursor.day <= 30) {
    const answer = await call(`${stack.apiUrl}/rest/booking/free-times?shop_id=${shopId}&date=${dayAhead(cursor.day)}&guest=2&duration=60`);
    const slot = answer.data.times.find((time) => time.tables.length);
    if (slot) return { table_id: slot.tables[0], start_date: slot.start_date, duration: 60, guest: 2 };
    cursor.day += cursor.step;
  }
  return null;
}

async function book(stack, token, body) {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}/dashboard/user/my-bookings`, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const json = await response.json();
  return { ms: performance.now() - started, ok: response.ok, code: json.statusCode };
}

/** Intervals of one table that overlap another (there must be none). */
function overlaps(intervals) {
  const sorted = [...intervals].sort((a, b) => a.start_date.localeCompare(b.start_date));
  return sorted.filter((interval, i) => i > 0 && interval.start_date < sorted[i - 1].end_date).length;
}

/**
 * @param helpers the bench's `load`, `call`, `percentile` and a signed-in customer's `token`
 *   (with a phone number)
 */
export async function reservationRows(stack, { load, call, percentile, token }) {
  const { shopId, tableIds } = await bookingBranch(stack, call);
  const url = `${stack.apiUrl}/rest/booking/free-times?shop_id=${shopId}&date=${dayAhead(1)}&guest=2&duration=60`;
  const query = JSON.stringify({ query: `{ reservationFreeTimes(shop_id: ${shopId}, date: "${dayAhead(1)}", guest: 2, duration: 60) { times { time tables } } }` });
  const rows = [
    await load('free times: REST', { url }),
    await load('free times: gateway uncached', { url: stack.gatewayUrl, method: 'POST', body: query, fresh: true }),
  ];

  const tally = { latencies: [], booked: 0, refused: 0, races: 0, raceWins: 0 };
  const deadline = Date.now() + Number(process.env.BENCH_SECONDS ?? 8) * 1000;
  const started = performance.now();
  let n = 0;
  await Promise.all(Array.from({ length: WORKERS }, async (_, worker) => {
    const cursor = { day: 1 + worker, step: WORKERS };
    while (Date.now() < deadline) {
      const slot = await nextFreeSlot(stack, call, shopId, cursor);
      if (!slot) break;
      const raced = ++n % RACE_EVERY === 0;
      const answers = await Promise.all(raced ? [book(stack, token, slot), book(stack, token, slot)] : [book(stack, token, slot)]);
      tally.latencies.push(answers[0].ms);
      tally.booked += answers.filter((answer) => answer.ok).length;
      tally.refused += answers.filter((answer) => !answer.ok).length;
      if (raced) {
        tally.races += 1;
        if (answers.filter((answer) => answer.ok).length === 1) tally.raceWins += 1;
      }
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  let doubleBooked = 0;
  for (const id of tableIds) doubleBooked += overlaps(await call(`${stack.apiUrl}/rest/booking/disable-dates/table/${id}?date_to=${dayAhead(31)}`));
  return {
    rows,
    bookings: {
      booked: tally.booked, seconds, perSecond: tally.booked / seconds, refused: tally.refused,
      p50: percentile(tally.latencies, 0.5), p95: percentile(tally.latencies, 0.95), races: tally.races, raceWins: tally.raceWins, doubleBooked,
    },
  };
}

export function printReservations({ bookings }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\n  book a table, REST (${WORKERS} workers, one customer): ${bookings.booked} booked in ${bookings.seconds.toFixed(1)} s, `
    + `${bookings.perSecond.toFixed(1)} bookings/s   p50 ${ms(bookings.p50)}   p95 ${ms(bookings.p95)}`);
  console.log(`  double-booked tables: ${bookings.doubleBooked}; races for one table and time won by exactly one: `
    + `${bookings.raceWins}/${bookings.races}; refused ${bookings.refused} (the race losers, ERROR_460)`);
}
