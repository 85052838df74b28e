// The mixed workload the fault test runs through the balancer: customers who browse, search, fill
// carts and place orders (REST and GraphQL, with an Idempotency-Key), race each other for tables
// (with an Idempotency-Key) and chat with staff; staff who move every order through its statuses
// and answer every message. Each write a client saw acknowledged is recorded for the checks.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { eventStream, persist, send, Tally, type Answer, type EventStream, type StreamedMessage } from './client';

export interface Endpoints {
  /** The balancer's REST api (`…/api/v1`) and GraphQL (`…/graphql`), and their layers' /ready. */
  apiUrl: string;
  gatewayUrl: string;
  apiReady: string;
  gatewayReady: string;
}

export interface Actor {
  name: string;
  userId: number;
  token: string;
  /** Each actor is its own client address, as separate customers are. */
  headers: Record<string, string>;
}

interface Dish { stockId: number; quantity: number; left: number }

/** What the clients were answered, for the checks against the database. */
export class Run {
  readonly tally = new Tally();
  readonly orders: { userId: number; key: string; id: number }[] = [];
  readonly bookings: { userId: number; key: string; id: number }[] = [];
  readonly messages: { id: string; chatId: string; sender: string }[] = [];
  readonly statusChanges: { orderId: number; status: string }[] = [];
  /** Answers that break a rule outright (two answers for one key, a table booked twice…). */
  readonly anomalies: string[] = [];
  bookingRounds = 0;
  /** Advanced by the fault driver; chat messages are paced by it. */
  phase = 0;
  done = false;
  constructor(readonly endpoints: Endpoints) {}
}

const WAIT = { timeout: 120_000, interval: 50 };
const until = (condition: () => boolean, message: string) => vi.waitFor(() => {
  if (!condition()) throw new Error(message);
}, WAIT);

const rest = (run: Run, actor: Actor | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  persist(run.tally, run.endpoints.apiReady, `${init.method ?? 'GET'} ${path}`, () => send(`${run.endpoints.apiUrl}${path}`, {
    ...init, token: actor?.token, headers: { ...actor?.headers, ...init.headers },
  }));

const graphql = (run: Run, actor: Actor | null, query: string, variables: Record<string, unknown> = {}) =>
  persist(run.tally, run.endpoints.gatewayReady, `graphql ${query.split('(')[0]}`, () => send(run.endpoints.gatewayUrl, {
    method: 'POST', token: actor?.token, headers: actor?.headers, body: { query, variables },
  }));

function expectAnswered(run: Run, what: string, answer: Answer) {
  if (answer.status >= 400) run.anomalies.push(`${what}: ${answer.status} ${answer.code}`);
}

export async function signIn(run: Run, name: string, email: string, password: string, address: string): Promise<Actor> {
  const headers = { 'x-forwarded-for': address };
  const answer = await rest(run, null, '/auth/login', { method: 'POST', body: { email, password }, headers });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status} ${answer.code}`);
  return { name, userId: answer.data.user.id, token: answer.data.access_token, headers };
}

/** In-stock dishes of a branch, each with the quantity that puts one order over its minimum. */
export async function orderableDishes(run: Run, shop: { id: number; min_amount: number }): Promise<Dish[]> {
  const { data } = await rest(run, null, `/rest/products/paginate?shop_id=${shop.id}&perPage=100`);
  return (data as { addon: boolean; min_qty: number; max_qty: number; stock: { id: number; price: number; discount: number; quantity: number; addon: boolean } | null }[])
    .flatMap(({ addon, min_qty, max_qty, stock }) => {
      if (addon || !stock || stock.addon || stock.quantity <= 0) return [];
      const quantity = Math.max(min_qty, Math.ceil((shop.min_amount + 1) / (stock.price - stock.discount)));
      return quantity <= max_qty && quantity <= stock.quantity ? [{ stockId: stock.id, quantity, left: stock.quantity }] : [];
    })
    .sort((a, b) => b.left / b.quantity - a.left / a.quantity).slice(0, 10);
}

/** The next dish in turn with stock left for one more order. */
function nextDish(dishes: Dish[], turn: number): Dish {
  const dish = [...dishes.slice(turn % dishes.length), ...dishes].find((candidate) => candidate.left >= candidate.quantity);
  if (!dish) throw new Error('every dish ran out');
  dish.left -= dish.quantity;
  return dish;
}

const MENU = 'query Menu($shop: PositiveInt!) { branches(perPage: 5) { items { id } } branchProducts(shop_id: $shop, perPage: 3, productPerPage: 5) { items { id } } }';
const PLACE_ORDER = 'mutation PlaceOrder($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotency_key: $key) { id } }';

/** Reads the menu through the gateway and searches through REST, as a customer deciding does. */
async function browse(run: Run, actor: Actor | null, shopId: number, word: string) {
  expectAnswered(run, 'menu', await graphql(run, actor, MENU, { shop: shopId }));
  expectAnswered(run, 'search', await rest(run, actor, `/rest/products/search?search=${encodeURIComponent(word)}&perPage=5`));
}

/** One order: the cart filled through REST, then placed through REST or GraphQL (by turn) with a
 * fresh key, sent again with that key after any failure; every third is submitted twice at once
 * (a double click), and both answers must name one order. */
async function placeOrder(run: Run, actor: Actor, shopId: number, dish: Dish, turn: number): Promise<number | undefined> {
  const cart = await rest(run, actor, '/dashboard/user/cart/insert-product', {
    method: 'POST', body: { shop_id: shopId, products: [{ stock_id: dish.stockId, quantity: dish.quantity }] },
  });
  if (cart.status !== 200) return void run.anomalies.push(`cart of ${actor.name}: ${cart.status} ${cart.code}`);
  const input = { cart_id: cart.data.id, delivery_type: 'pickup', payment_type: 'cash' };
  const key = randomUUID();
  const submit = () => (turn % 2
    ? graphql(run, actor, PLACE_ORDER, { input, key }).then((answer) => ({ ...answer, id: answer.data?.placeOrder?.id as number | undefined }))
    : rest(run, actor, '/dashboard/user/orders', { method: 'POST', body: input, headers: { 'idempotency-key': key } })
      .then((answer) => ({ ...answer, id: answer.data?.id as number | undefined })));
  const answers = await Promise.all(turn % 3 === 0 ? [submit(), submit()] : [submit()]);
  const ids = new Set(answers.map((answer) => answer.id));
  if (ids.size !== 1 || answers[0].id === undefined) {
    return void run.anomalies.push(`order ${key} of ${actor.name}: ${answers.map((a) => `${a.status} ${a.code} ${a.id}`).join(' / ')}`);
  }
  run.orders.push({ userId: actor.userId, key, id: Number(answers[0].id) });
  return Number(answers[0].id);
}

/** A customer browsing and ordering until the run is done; each order goes to the kitchen. */
export async function customer(run: Run, actor: Actor, shop: { id: number; word: string }, dishes: Dish[], kitchen: (orderId: number) => void) {
  for (let turn = 0; !run.done; turn += 1) {
    await browse(run, actor, shop.id, shop.word);
    const orderId = await placeOrder(run, actor, shop.id, nextDish(dishes, turn), turn);
    if (orderId !== undefined) kitchen(orderId);
  }
}

/** A guest browsing until the run is done. */
export async function guest(run: Run, shop: { id: number; word: string }, address: string) {
  const actor = { name: 'guest', userId: 0, token: '', headers: { 'x-forwarded-for': address } };
  while (!run.done) await browse(run, actor, shop.id, shop.word);
}

const PICKUP_STEPS = ['accepted', 'ready', 'delivered'];

/** Staff moving each order through its steps; a step sent again after a failure may find it
 * made already (ERROR_252), which is its answer, not a refusal. */
export async function moveOrder(run: Run, staff: Actor, orderId: number) {
  for (const status of PICKUP_STEPS) {
    const answer = await rest(run, staff, `/dashboard/staff/orders/${orderId}/status`, { method: 'POST', body: { status } });
    if (answer.status === 200 || (answer.sends > 1 && answer.code === 'ERROR_252')) run.statusChanges.push({ orderId, status });
    else run.anomalies.push(`order ${orderId} → ${status}: ${answer.status} ${answer.code}`);
  }
}

/** A date `days` from today (the api's local time is this machine's), YYYY-MM-DD. */
const localDay = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** The first free table and time of a branch for two from tomorrow on. */
async function freeSlot(run: Run, shopId: number) {
  for (let days = 1; days <= 30; days += 1) {
    const { data } = await rest(run, null, `/rest/booking/free-times?shop_id=${shopId}&date=${localDay(days)}&guest=2&duration=60`);
    const [time] = data?.times ?? [];
    if (time) return { table_id: time.tables[0] as number, start_date: time.start_date as string, duration: 60, guest: 2 };
  }
  throw new Error(`branch ${shopId} has no free table in 30 days`);
}

/** One customer's booking, submitted twice at once with one key (a double click): both answers
 * must be the same booking, or the same refusal. */
async function book(run: Run, actor: Actor, body: object) {
  const key = randomUUID();
  const submit = () => rest(run, actor, '/dashboard/user/my-bookings', { method: 'POST', body, headers: { 'idempotency-key': key } });
  const answers = await Promise.all([submit(), submit()]);
  const outcomes = new Set(answers.map((answer) => (answer.status === 200 ? `booking ${answer.data.id}` : `${answer.status} ${answer.code}`)));
  if (outcomes.size !== 1) run.anomalies.push(`booking ${key} of ${actor.name}: ${[...outcomes].join(' / ')}`);
  if (answers[0].status === 200) run.bookings.push({ userId: actor.userId, key, id: answers[0].data.id });
  return answers[0];
}

/** Rounds of customers racing for one table at one time until the run is done: exactly one wins
 * each, the others are told the table is taken (ERROR_460). */
export async function bookingRaces(run: Run, racers: Actor[], shopId: number) {
  while (!run.done) {
    const slot = await freeSlot(run, shopId);
    const answers = await Promise.all(racers.map((actor) => book(run, actor, slot)));
    const won = answers.filter((answer) => answer.status === 200).length;
    const lost = answers.filter((answer) => answer.code === 'ERROR_460').length;
    if (won !== 1 || lost !== racers.length - 1) {
      run.anomalies.push(`table ${slot.table_id} at ${slot.start_date}: ${answers.map((a) => `${a.status} ${a.code}`).join(', ')}`);
    }
    run.bookingRounds += 1;
  }
}

/** Messages per customer and fault phase: with staff answering each, staff send at most
 * 2 × customers × phases messages in a run, under the api's 20 a minute per user. */
export const MESSAGES_PER_PHASE = 2;

const chatStream = (run: Run, path: string, token: string, onMessage?: (message: StreamedMessage) => void) =>
  eventStream(`${run.endpoints.apiUrl}${path}`, token, run.endpoints.apiReady, run.tally, onMessage);

/** Staff's stream of every chat, answering each customer message once. */
export function staffDesk(run: Run, staff: Actor) {
  const answering: Promise<void>[] = [];
  const answered = new Set<string>();
  const answer = async (message: { id: string; chat_id: string }) => {
    const sent = await rest(run, staff, `/dashboard/staff/chats/${message.chat_id}/messages`, {
      method: 'POST', body: { text: `re: ${message.id}`, client_id: randomUUID() },
    });
    if (sent.status === 201) run.messages.push({ id: String(sent.data.id), chatId: message.chat_id, sender: 'staff' });
    else run.anomalies.push(`staff's answer to ${message.id}: ${sent.status} ${sent.code}`);
  };
  const stream = chatStream(run, '/dashboard/staff/chat/stream', staff.token, (message) => {
    if (message.sender !== 'customer' || answered.has(message.id)) return;
    answered.add(message.id);
    answering.push(answer(message));
  });
  return {
    stream,
    async close() {
      await Promise.all(answering);
      await stream.close();
    },
  };
}

/** A customer writing MESSAGES_PER_PHASE messages as each fault phase begins, each sent again
 * with its client_id after a failure, and waiting for staff's answer on its own stream. */
export async function chatter(run: Run, actor: Actor, phases: number): Promise<EventStream> {
  const stream = chatStream(run, '/dashboard/user/chat/stream', actor.token);
  for (let k = 0; k < phases * MESSAGES_PER_PHASE; k += 1) {
    await until(() => run.done || run.phase >= Math.floor(k / MESSAGES_PER_PHASE), 'the next phase');
    if (run.done) break;
    const sent = await rest(run, actor, '/dashboard/user/chat/messages', {
      method: 'POST', body: { text: `${actor.name} #${k}`, client_id: randomUUID() },
    });
    if (sent.status !== 201) {
      run.anomalies.push(`message ${k} of ${actor.name}: ${sent.status} ${sent.code}`);
      continue;
    }
    const id = String(sent.data.id);
    run.messages.push({ id, chatId: String(sent.data.chat_id), sender: 'customer' });
    await until(() => run.done || [...stream.received.values()].some((message) => message.text === `re: ${id}`), `staff's answer to ${id}`);
  }
  return stream;
}
