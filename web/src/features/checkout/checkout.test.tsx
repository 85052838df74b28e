import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { CartDocument } from '../../graphql/cart.generated';
import {
  AddressesDocument, CalculateCartDocument, DeliverySlotsDocument, PlaceOrderDocument, type CartCalculationFieldsFragment,
} from '../../graphql/checkout.generated';
import { SettingsDocument } from '../../graphql/generated';
import { holdAnswers, renderRoutes, setViewportWidth, testStore, waitForToaster, type TestOptions } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { branch, branchesMock, closedBranch } from '../../test/catalogue-fixtures';
import { localLine, serverCart } from '../../test/cart-fixtures';
import { setOnline } from '../../test/connection';
import { testOrder } from '../../test/order-fixtures';

const cartMock: MockedResponse = { request: { query: CartDocument }, result: { data: { cart: serverCart(2) } } };
const settingsMock: MockedResponse = {
  request: { query: SettingsDocument },
  result: { data: { settings: [{ __typename: 'Setting', id: 1, key: 'payment_methods', value: 'cash,wallet' }] } },
};

type Address = { id: number; title: string; address: string };
const addressesMock = (addresses: Address[]): MockedResponse => ({
  request: { query: AddressesDocument, variables: { perPage: 100 } },
  result: {
    data: {
      addresses: {
        __typename: 'AddressPage',
        items: addresses.map((a) => ({ __typename: 'Address', active: false, location: { __typename: 'Location', latitude: 43.65, longitude: -79.38 }, ...a })),
      },
    },
  },
});

function calculation(overrides: Partial<CartCalculationFieldsFragment> = {}) {
  return {
    __typename: 'CartCalculation', shop_id: 3, delivery_type: 'pickup', price: 23, total_discount: 0, coupon: null, coupon_price: 0,
    shop_tax: { __typename: 'CartShopTax', title: 'HST', percent: 13, price: 2.99 }, delivery_fee: 0, km: null, service_fee: 0.99, tips: 0,
    total_price: 26.98, min_amount: 15, wallet: { __typename: 'CartWallet', price: 50, enough: true }, ...overrides,
  };
}

/** Every calculation of the test: `answer` decides from the request body. */
function calculateMocks(answer: (input: Record<string, unknown>) => object, times = 8): MockedResponse[] {
  return Array.from({ length: times }, () => ({
    request: { query: CalculateCartDocument },
    variableMatcher: () => true,
    newData: (variables: Record<string, unknown>) => answer(variables.input as Record<string, unknown>),
  }) as MockedResponse);
}

const calculated = (fields: object) => ({ data: { calculateCart: fields } });

function openCheckout(mocks: MockedResponse[], shop = branch(3, 'Downtown'), onRequest?: TestOptions['onRequest']) {
  signInForTest({ id: 5 });
  setViewportWidth(1280);
  return renderRoutes({ route: '/checkout', mocks: [cartMock, settingsMock, branchesMock([shop]), ...mocks], onRequest });
}

const placeButton = () => screen.getByRole('button', { name: 'Place order' });

/** placeOrder answering order `id`; `sent` collects the bodies it was called with. */
function placeOrderMock(id: number, sent: unknown[]): MockedResponse {
  return {
    request: { query: PlaceOrderDocument },
    variableMatcher: (variables: Record<string, unknown>) => {
      sent.push(variables.input);
      return true;
    },
    result: { data: { placeOrder: testOrder(id, 'new') } },
  } as MockedResponse;
}

/** /checkout for a pickup with the calculation's `wallet` answer, totalled. */
async function pickupWithWallet(wallet: { price: number; enough: boolean }, sent: unknown[]) {
  const user = userEvent.setup();
  const opened = openCheckout([
    addressesMock([]),
    ...calculateMocks(() => calculated(calculation({ wallet: { __typename: 'CartWallet', ...wallet } as CartCalculationFieldsFragment['wallet'] }))),
    placeOrderMock(43, sent),
  ]);
  await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
  await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$26.98'));
  return { user, ...opened };
}

const payment = () => screen.getByRole('region', { name: 'Payment' });

describe('/checkout: "as soon as possible" follows the server\'s open_now', () => {
  const asap = () => screen.getByRole('radio', { name: 'As soon as possible' });
  const when = () => screen.getByRole('region', { name: 'When' });

  it('is offered while the server says open, whatever the browser\'s clock (03:00, outside the day\'s hours)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 3, 0));
    try {
      openCheckout([addressesMock([]), ...calculateMocks(() => calculated(calculation()))]);
      expect(await within(await screen.findByRole('region', { name: 'When' })).findByText('Open · Closes at 11:00 PM')).toBeInTheDocument();
      expect((asap() as HTMLInputElement).disabled).toBe(false);
      expect(screen.queryByText('The branch is closed now: choose a time.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused while the server says closed, though the day\'s hours say open at noon; a slot of the branch\'s days can be chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 12, 0));
    try {
      const user = userEvent.setup();
      const slots: MockedResponse = {
        request: { query: DeliverySlotsDocument, variables: { id: 3, date: '2026-11-18' } },
        result: { data: { deliverySlots: [{ __typename: 'DeliverySlot', time: '18:00', left: 5 }] } },
      };
      openCheckout([addressesMock([]), ...calculateMocks(() => calculated(calculation())), slots],
        closedBranch(3, 'Downtown', {}, '2026-11-18T18:00:00-05:00'));
      expect(await within(await screen.findByRole('region', { name: 'When' })).findByText('Closed · Opens at 6:00 PM')).toBeInTheDocument();
      await waitFor(() => expect((asap() as HTMLInputElement).disabled).toBe(true));
      expect(screen.getByText('The branch is closed now: choose a time.')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Pickup' }));
      await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$26.98'));
      expect(placeButton()).toHaveAttribute('disabled');
      await user.click(screen.getByRole('radio', { name: 'Schedule' }));
      // The day picker starts at the branch's today (today_hours.date).
      const day = within(when()).getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
      expect(day.value).toBe('2026-11-18');
      expect(await within(when()).findByRole('option', { name: /18:00/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/checkout', () => {
  // The fixture's branch is open now (the server's open_now), so "as soon as possible" is.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a delivery address before it can total, and totals a pickup line by line', async () => {
    const user = userEvent.setup();
    openCheckout([addressesMock([]), ...calculateMocks(() => calculated(calculation()))]);
    expect(await screen.findByText('Choose where we deliver to see your total.')).toBeInTheDocument();
    expect(placeButton()).toHaveAttribute('disabled');
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(await screen.findByText('Pick up at Downtown')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$26.98'));
    const summary = screen.getByRole('region', { name: 'Your order' });
    for (const label of ['Subtotal', 'HST', 'Service fee']) expect(within(summary).getByText(label)).toBeInTheDocument();
    expect(within(summary).queryByText('Delivery fee')).not.toBeInTheDocument();
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
  });

  it('says a coupon is applied only once a calculation with it has answered, and refuses one the server does not know', async () => {
    const user = userEvent.setup();
    const invalid = 'This coupon is invalid or has expired';
    openCheckout([
      addressesMock([]),
      ...calculateMocks((input) => (input.coupon === 'NOPE'
        ? { errors: [apiError(400, 'ERROR_250', invalid, { coupon: [invalid] })] }
        : calculated(calculation(input.coupon ? { coupon: String(input.coupon), coupon_price: 5, total_price: 21.98 } : {})))),
    ]);
    const coupon = await screen.findByRole('region', { name: 'Coupon' });
    await user.type(within(coupon).getByRole('textbox', { name: 'Coupon code' }), 'save5');
    await user.click(within(coupon).getByRole('button', { name: 'Apply' }));
    // A delivery with no address cannot be calculated yet: nothing has checked the code.
    expect(within(coupon).getByRole('status').textContent).toBe('Coupon SAVE5 will be checked once your total is calculated');
    expect(within(coupon).queryByText('Coupon SAVE5 applied')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Pickup' }));
    await waitFor(() => expect(within(coupon).getByRole('status').textContent).toBe('Coupon SAVE5 applied'));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$21.98'));

    await user.clear(within(coupon).getByRole('textbox', { name: 'Coupon code' }));
    await user.type(within(coupon).getByRole('textbox', { name: 'Coupon code' }), 'nope');
    await user.click(within(coupon).getByRole('button', { name: 'Apply' }));
    expect(await within(coupon).findByText(invalid)).toBeInTheDocument();
    expect(within(coupon).queryByRole('status')).toBeNull();
  });

  it('shows an address outside every zone with its message and offers pickup', async () => {
    const user = userEvent.setup();
    const outside = "We don't deliver here yet. Please, change your address or choose pickup option.";
    openCheckout([
      addressesMock([{ id: 9, title: 'Cottage', address: '1 Wellington St, Ottawa' }]),
      ...calculateMocks((input) => (input.type === 'delivery'
        ? { errors: [apiError(400, 'ERROR_433', outside, { address_id: [outside] })] }
        : calculated(calculation()))),
    ]);
    // The saved address is chosen for the delivery by itself.
    await waitFor(() => expect((screen.getByRole('radio', { name: /Cottage/ }) as HTMLInputElement).checked).toBe(true));
    // The customer's title and address, each in its own direction within the line (and no
    // invisible marks in the radio's name).
    expect(screen.getByText('Cottage').tagName).toBe('BDI');
    expect(screen.getByText('1 Wellington St, Ottawa').tagName).toBe('BDI');
    expect(screen.getByRole('radio', { name: 'Cottage · 1 Wellington St, Ottawa' })).toBeInTheDocument();
    const message = await screen.findByTestId('address-error');
    expect(message.textContent).toContain(outside);
    expect(placeButton()).toHaveAttribute('disabled');
    await user.click(within(message).getByRole('button', { name: 'Choose pickup instead' }));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$26.98'));
    expect(screen.queryByTestId('address-error')).not.toBeInTheDocument();
  });

  it('sends one order for a double click, with an Idempotency-Key, and opens it', async () => {
    const user = userEvent.setup();
    const keys: unknown[] = [];
    const placed: MockedResponse = {
      request: { query: PlaceOrderDocument },
      variableMatcher: (variables: Record<string, unknown>) => {
        keys.push(variables.idempotencyKey);
        return true;
      },
      result: { data: { placeOrder: testOrder(41, 'new') } },
    } as MockedResponse;
    // Both clicks come while the first order is on its way.
    const answers = holdAnswers('PlaceOrder');
    const { router } = openCheckout([addressesMock([]), ...calculateMocks(() => calculated(calculation())), placed], undefined, answers.onRequest);
    await waitForToaster();
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.dblClick(placeButton());
    await waitFor(() => expect(answers.sent).toContain('PlaceOrder'));
    answers.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/41'));
    expect(answers.sent.filter((name) => name === 'PlaceOrder')).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the restaurant could not be reached, and keeps the key for the retry', async () => {
    const user = userEvent.setup();
    const keys: unknown[] = [];
    const attempt = (result: object): MockedResponse => ({
      request: { query: PlaceOrderDocument },
      variableMatcher: (variables: Record<string, unknown>) => {
        keys.push(variables.idempotencyKey);
        return true;
      },
      ...result,
    } as MockedResponse);
    const { router } = openCheckout([
      addressesMock([]), ...calculateMocks(() => calculated(calculation())),
      attempt({ error: new TypeError('Failed to fetch') }),
      attempt({ result: { data: { placeOrder: testOrder(42, 'new') } } }),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.click(placeButton());
    expect((await screen.findByTestId('checkout-error')).textContent).toContain('We could not reach the restaurant');
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the wallet's balance from the calculation next to the wallet type only", async () => {
    await pickupWithWallet({ price: 12, enough: true }, []);
    const wallet = screen.getByRole('radio', { name: /^Wallet/ }).closest('.fui-Radio') as HTMLElement;
    expect(within(wallet).getByTestId('wallet-balance').textContent).toBe('Balance: $12.00');
    expect(screen.getAllByTestId('wallet-balance')).toHaveLength(1);
  });

  it('says the wallet is short once it is chosen (enough=false) and does not place the order', async () => {
    const sent: unknown[] = [];
    const { user } = await pickupWithWallet({ price: 12, enough: false }, sent);
    expect(within(payment()).queryByText('Insufficient wallet balance')).not.toBeInTheDocument();
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.click(screen.getByRole('radio', { name: /^Wallet/ }));
    expect(within(payment()).getByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(placeButton()).toHaveAttribute('disabled');
    await user.click(placeButton());
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(within(payment()).queryByText('Insufficient wallet balance')).not.toBeInTheDocument();
    expect(placeButton()).not.toHaveAttribute('disabled');
  });

  it('places a wallet order when the balance covers it (enough=true)', async () => {
    const sent: unknown[] = [];
    const { user, router } = await pickupWithWallet({ price: 50, enough: true }, sent);
    await user.click(screen.getByRole('radio', { name: /^Wallet/ }));
    expect(within(payment()).queryByText('Insufficient wallet balance')).not.toBeInTheDocument();
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/43'));
    expect(sent).toEqual([expect.objectContaining({ payment_type: 'wallet' })]);
  });

  it('offline, says the order waits for the connection and places it once back', async () => {
    const sent: unknown[] = [];
    const { user, router } = await pickupWithWallet({ price: 50, enough: true }, sent);
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    setOnline(false);
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('You are offline. Your order can be placed once you are back online; your cart is kept.');
    expect(placeButton()).toHaveAttribute('disabled');
    await user.click(placeButton());
    expect(sent).toEqual([]);
    setOnline(true);
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/43'));
  });

  it('waits for the dishes added offline to reach the cart', async () => {
    signInForTest({ id: 5 });
    const store = testStore();
    store.setState({ cart: { shopId: 3, lines: [localLine({ stockId: 12, product: { uuid: 'p-12', title: 'Tiramisu', min_qty: 1, max_qty: 5 } })] } });
    renderRoutes({ route: '/checkout', store, mocks: [cartMock, settingsMock, branchesMock([branch(3, 'Downtown')]), addressesMock([]), ...calculateMocks(() => calculated(calculation()))] });
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Pickup' }));
    expect(screen.getByText('Tiramisu')).toBeInTheDocument();
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Some dishes are still on their way to your cart. Place the order once they are in.');
    expect(placeButton()).toHaveAttribute('disabled');
  });

  it('shows an empty cart instead of the form', async () => {
    signInForTest({ id: 5 });
    renderRoutes({ route: '/checkout', mocks: [{ request: { query: CartDocument }, result: { errors: [apiError(404, 'ERROR_404', "Item's not found.")] } }] });
    expect(await screen.findByText('Your cart is empty. Add dishes from the menu before you check out.')).toBeInTheDocument();
  });
});

describe('/checkout: fair use', () => {
  it('shows the cap of open unpaid orders (ERROR_450) above Place order by its code, translated, and stays on the page', async () => {
    const user = userEvent.setup();
    const text = 'You already have 5 unpaid orders in progress';
    const refused = {
      request: { query: PlaceOrderDocument },
      variableMatcher: () => true,
      result: { errors: [apiError(400, 'ERROR_450', text, { orders: [text] })] },
    } as MockedResponse;
    const { router, i18n } = openCheckout([addressesMock([]), ...calculateMocks(() => calculated(calculation())), refused]);
    await user.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('disabled'));
    await user.click(placeButton());
    const shown = await screen.findByTestId('checkout-error');
    expect(shown.textContent).toBe('You already have the most unpaid orders in progress one account may hold. Please, wait until one is delivered, or pay with your wallet.');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByTestId('checkout-error')).toBe(shown);
    expect(router.state.location.pathname).toBe('/checkout');
    const fr = (await import('../../../public/locales/fr/errors.json')).default;
    const ar = (await import('../../../public/locales/ar/errors.json')).default;
    for (const [language, texts] of [['fr', fr], ['ar', ar]] as const) {
      i18n.addResourceBundle(language, 'errors', texts);
      await i18n.changeLanguage(language);
      await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe(texts.unpaidOrdersLimit));
    }
  });
});
