import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderRoutes, setViewportWidth, testStore } from '../../test/render';
import { apiError, profileMock, signInForTest } from '../../test/account-fixtures';
import {
  DAYS, bookTableMock, bookingShop, bookingShopsMock, bookingTablesMock, floorMocks, freeTime, freeTimesMock, myReservationsMock, testReservation,
} from '../../test/reservation-fixtures';
import { DAY_NAMES } from '../../shared/lib/shop-status';
import type { MockedResponse } from '@apollo/client/testing';

const today = DAYS[0];
const TIMES = [freeTime(today, '18:30', [1, 2, 4]), freeTime(today, '19:00', [2, 4])];
const T2_AT_SEVEN = { table_id: 2, start_date: `${today} 19:00`, duration: 60, guest: 2 };

function renderPage(mocks: MockedResponse[], branchId: number | null = 502) {
  const store = testStore();
  store.setState({ branchId });
  return renderRoutes({ route: '/reservations', store, mocks });
}

const bookingForm = () => screen.findByRole('form', { name: 'Book a table' });

/** Picks 7:00 PM and T2, then presses Book. */
async function bookT2AtSeven(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '7:00 PM' }));
  await user.click(screen.getByRole('button', { name: 'T2, 4 seats, Free' }));
  await user.click(screen.getByRole('button', { name: 'Book the table' }));
}

describe('/reservations: booking a table', () => {
  afterEach(() => vi.useRealTimers());

  it('preselects the header’s branch, offers the free times, shows each table’s state and books the one picked', async () => {
    // Noon today: the reservation booked for 7 PM today is still upcoming, whenever the test runs.
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    vi.useFakeTimers({ now: noon, toFake: ['Date'] });
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    const booked = testReservation(40, 'new', `${today} 19:00`, { note: 'Window seat' });
    const mine = myReservationsMock(() => (mine.counter.calls > 1 ? [booked] : []));
    renderPage([bookingShopsMock(), bookingTablesMock(502), mine, freeTimesMock({}, TIMES), bookTableMock({ ...T2_AT_SEVEN, note: 'Window seat' }, booked)]);

    const form = await bookingForm();
    expect((within(form).getByLabelText('Branch') as HTMLSelectElement).value).toBe('502');
    expect((within(form).getByLabelText('Day') as HTMLSelectElement).value).toBe(today);
    expect(within(form).getByLabelText('Day').querySelectorAll('option')).toHaveLength(30);
    expect((within(form).getByLabelText('Guests') as HTMLSelectElement).value).toBe('2');
    await waitFor(() => expect((within(form).getByLabelText('Stay') as HTMLSelectElement).value).toBe('60'));
    expect([...within(form).getByLabelText('Stay').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['1 h', '1 h 30 min', '2 h']);
    expect(within(form).getByText('Choose a time to see the free tables.')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Book the table' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '7:00 PM' }));
    expect(screen.getByRole('button', { name: '7:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    // The Hall (a free table there) first: T1 is taken at 7, T3 out of service.
    expect((screen.getByRole('button', { name: 'T1, 2 seats, Taken' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'T3, 6 seats, Out of service' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Terrace · 1 free' }));
    expect((screen.getByRole('button', { name: 'Terrace 2, 8 seats, Taken' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Terrace 1, 4 seats, Free' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hall · 1 free' }));
    await user.click(screen.getByRole('button', { name: 'T2, 4 seats, Free' }));
    expect(screen.getByRole('button', { name: 'T2, 4 seats, Free' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByText(/^T2 · Hall, .* 7:00 PM – 8:00 PM$/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Note for the restaurant'), 'Window seat');
    await user.click(screen.getByRole('button', { name: 'Book the table' }));

    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Reservation sent' }));
    const confirmation = screen.getByRole('region', { name: 'Reservation sent' });
    for (const fact of ['Downtown', '2 guests', 'T2 · Hall', 'Window seat']) expect(within(confirmation).getByText(fact)).toBeInTheDocument();
    expect(within(confirmation).getByText(/7:00 PM – 8:00 PM$/)).toBeInTheDocument();
    // The new reservation is read back into "My reservations".
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(upcoming).getByTestId('reservation-status').textContent).toBe('Waiting');

    await user.click(screen.getByRole('button', { name: 'Book another table' }));
    expect(await bookingForm()).toBeInTheDocument();
  });

  it('a bigger party asks again: tables too small for it are shown so, and the section with a free table comes first', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    renderPage([...floorMocks(), freeTimesMock({}, TIMES), freeTimesMock({ guest: 6 }, [freeTime(today, '19:00', [5])])]);
    const form = await bookingForm();
    await screen.findByRole('button', { name: '6:30 PM' });
    expect([...within(form).getByLabelText('Guests').querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    await user.selectOptions(within(form).getByLabelText('Guests'), '6');
    await waitFor(() => expect(screen.queryByRole('button', { name: '6:30 PM' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '7:00 PM' }));
    expect((screen.getByRole('button', { name: 'Terrace 2, 8 seats, Free' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Terrace 1, 4 seats, Too small' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hall · 0 free' }));
    expect((screen.getByRole('button', { name: 'T2, 4 seats, Too small' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No free table in this section at this time: try another section.')).toBeInTheDocument();
  });

  it('says when the day has no free time', async () => {
    signInForTest({ id: 5 });
    renderPage([...floorMocks(), freeTimesMock({}, [])]);
    expect(await screen.findByText('No free time this day. Please, choose another day, a shorter stay or fewer guests.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
  });

  it('disables the days the branch’s data closes and starts on the first open one', async () => {
    signInForTest({ id: 5 });
    const [y, m, d] = DAYS[1].split('-').map(Number);
    const tomorrowName = DAY_NAMES[new Date(y, m - 1, d).getDay()];
    const shop = bookingShop(502, 'Downtown', { closedDates: [DAYS[0]], disabledDays: [tomorrowName] });
    renderPage([bookingShopsMock([shop]), bookingTablesMock(502), myReservationsMock([]), freeTimesMock({ date: DAYS[2] }, [freeTime(DAYS[2], '12:00', [1])])]);
    const day = within(await bookingForm()).getByLabelText('Day');
    expect((day as HTMLSelectElement).value).toBe(DAYS[2]);
    const options = [...day.querySelectorAll('option')];
    expect(options[0].disabled).toBe(true);
    expect(options[0].textContent).toMatch(/ · closed$/);
    expect(options[1].disabled).toBe(true);
    expect(options[2].disabled).toBe(false);
    expect(options[8].disabled).toBe(true); // the same week day, a week later
    expect(await screen.findByRole('button', { name: '12:00 PM' })).toBeInTheDocument();
  });

  it('preselects the branch chosen in the header', async () => {
    signInForTest({ id: 5 });
    renderPage([...floorMocks(), freeTimesMock({ shopId: 503 }, [freeTime(today, '20:00', [1])])], 503);
    expect((within(await bookingForm()).getByLabelText('Branch') as HTMLSelectElement).value).toBe('503');
    expect(await screen.findByRole('button', { name: '8:00 PM' })).toBeInTheDocument();
  });

  it('tells a customer without a phone number that a reservation needs one, with a link to add one', async () => {
    signInForTest({ id: 5, phone: null });
    renderPage([...floorMocks(), freeTimesMock({}, TIMES)]);
    const notice = await screen.findByTestId('phone-notice');
    expect(notice.textContent).toContain('Please, make sure you have a phone number in system before making reservation');
    expect(within(notice).getByRole('link', { name: 'Add a phone number' })).toHaveAttribute('href', '/profile');
  });

  it('shows the phone message and the link when the api refuses for want of a phone (ERROR_117)', async () => {
    const me = signInForTest({ id: 5 });
    const user = userEvent.setup();
    renderPage([profileMock(me), ...floorMocks(), freeTimesMock({}, TIMES), bookTableMock(T2_AT_SEVEN, apiError(400, 'ERROR_117', 'untranslated', { phone: ['untranslated'] }))]);
    await bookingForm();
    expect(screen.queryByTestId('phone-notice')).not.toBeInTheDocument();
    await bookT2AtSeven(user);
    const notice = await screen.findByTestId('phone-notice');
    expect(within(notice).getByRole('link', { name: 'Add a phone number' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['ERROR_118', 'start_date', 'The branch takes no reservations on this day. Please, choose another day.'],
    ['ERROR_460', 'table_id', 'This table is already booked at this time. Please, choose another table or time.'],
    ['ERROR_461', 'guest', 'This table does not seat that many guests. Please, choose a bigger table.'],
    ['ERROR_462', 'start_date', 'The branch takes no reservations at this time. Please, choose one of the free times.'],
    ['ERROR_463', 'start_date', 'This time is too soon to book. Please, choose a later time.'],
    ['ERROR_464', 'start_date', 'Tables can be booked at most 30 days ahead.'],
    ['ERROR_465', 'duration', 'This duration is not offered. Please, choose one of the durations offered.'],
    ['ERROR_466', 'table_id', 'This table does not exist or takes no reservations.'],
    ['ERROR_468', 'reservations', 'You already have the most upcoming reservations one account may hold. Please, cancel one or wait until one is over before booking another.'],
  ])('a refusal %s (%s) is shown by its code, translated', async (code, field, message) => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    // The api's English text is not what is shown: the code is.
    renderPage([...floorMocks(), freeTimesMock({}, TIMES), bookTableMock(T2_AT_SEVEN, apiError(400, code, 'api text', { [field]: ['api text'] }))]);
    await bookT2AtSeven(user);
    expect((await screen.findByTestId('booking-refusal')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Reservation sent' })).not.toBeInTheDocument();
  });

  it('shows the refusal in French', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const { i18n } = renderPage([...floorMocks(), freeTimesMock({}, TIMES), bookTableMock(T2_AT_SEVEN, apiError(400, 'ERROR_460', 'api text'))]);
    const fr = await import('../../../public/locales/fr/errors.json');
    i18n.addResourceBundle('fr', 'errors', fr.default);
    await bookT2AtSeven(user);
    await screen.findByTestId('booking-refusal');
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(screen.getByTestId('booking-refusal').textContent).toBe('Cette table est déjà réservée à cet horaire. Veuillez choisir une autre table ou un autre horaire.'));
  });
  it('shows the cap of upcoming reservations (ERROR_468) in French and Arabic too', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const refusal = apiError(400, 'ERROR_468', 'You already have 5 upcoming reservations', { reservations: ['You already have 5 upcoming reservations'] });
    const { i18n } = renderPage([...floorMocks(), freeTimesMock({}, TIMES), bookTableMock(T2_AT_SEVEN, refusal)]);
    const fr = (await import('../../../public/locales/fr/errors.json')).default;
    const ar = (await import('../../../public/locales/ar/errors.json')).default;
    i18n.addResourceBundle('fr', 'errors', fr);
    i18n.addResourceBundle('ar', 'errors', ar);
    await bookT2AtSeven(user);
    await screen.findByTestId('booking-refusal');
    for (const [language, texts] of [['fr', fr], ['ar', ar]] as const) {
      await i18n.changeLanguage(language);
      await waitFor(() => expect(screen.getByTestId('booking-refusal').textContent).toBe(texts.reservationLimit));
    }
    expect(screen.queryByRole('heading', { name: 'Reservation sent' })).not.toBeInTheDocument();
  });
});
