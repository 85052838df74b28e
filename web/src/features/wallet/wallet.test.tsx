import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { WalletHistoriesDocument, WalletProfileDocument } from '../../graphql/wallet.generated';
import { holdAnswers, renderRoutes, setViewportWidth, waitForToaster, type TestOptions } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { isolate } from '../../shared/lib/i18n/direction';
import {
  pointSettingsMock, testMovement, topUpMock, walletHistoriesMock, walletProfileMock, withdrawMock,
} from './wallet-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const failure = (query: DocumentNode, variables?: Record<string, unknown>): MockedResponse => ({
  request: { query, ...(variables ? { variables } : {}) },
  result: { errors: [apiError(400, 'ERROR_400', 'Error occured. Please, try again later')] },
});

function renderWallet(mocks: MockedResponse[], route = '/wallet', onRequest?: TestOptions['onRequest']) {
  signInForTest({ id: 7 });
  setViewportWidth(1280);
  return renderRoutes({ route, mocks: [pointSettingsMock(), ...mocks], onRequest });
}

const balance = () => screen.getByTestId('wallet-balance').textContent;
const rowOf = async (name: string) => screen.findByRole('listitem', { name });
const formOf = (name: string) => screen.getByRole('form', { name });

async function send(user: User, form: string, fields: Record<string, string>) {
  const within_ = within(formOf(form));
  for (const [label, value] of Object.entries(fields)) await user.type(within_.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  await user.click(within_.getByRole('button', { name: form === 'Withdraw' ? 'Request withdrawal' : form }));
}

describe('/wallet', () => {
  it('shows placeholders of the figures’ and rows’ shape while the balance and the history load', async () => {
    const answers = holdAnswers(['WalletProfile', 'WalletHistories']);
    renderWallet([walletProfileMock(), walletHistoriesMock([testMovement(1, 'opening_balance', 50)])], '/wallet', answers.onRequest);
    expect(await screen.findByTestId('history-loading')).toHaveAttribute('role', 'progressbar');
    expect(within(screen.getByTestId('wallet-balance')).getByRole('progressbar')).toBeInTheDocument();
    answers.release();
    await rowOf('Opening balance');
    await waitFor(() => expect(balance()).toBe('$50.00'));
    expect(screen.queryByTestId('history-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('points-balance').textContent).toBe('120');
    expect(screen.getByTestId('points-worth').textContent).toBe(`Worth ${isolate('$6.00')}`);
  });

  it('says what the wallet owes under the balance, only when it owes something', async () => {
    const { unmount } = renderWallet([walletProfileMock({ price: 0, debt: 3 }), walletHistoriesMock([testMovement(1, 'referral_revoked', -5)])]);
    await waitFor(() => expect(balance()).toBe('$0.00'));
    expect(screen.getByTestId('wallet-debt').textContent).toBe(`You owe ${isolate('$3.00')}: the next money added to your wallet pays it first.`);
    unmount();
    renderWallet([walletProfileMock({ price: 12.5, debt: 0 }), walletHistoriesMock([])]);
    await waitFor(() => expect(balance()).toBe('$12.50'));
    expect(screen.queryByTestId('wallet-debt')).not.toBeInTheDocument();
  });

  it('says what the wallet owes in Arabic, with the money formatted as the balance', async () => {
    const { createI18n } = await import('../../shared/lib/i18n');
    const ar = await import('../../../public/locales/ar/translation.json');
    const i18n = createI18n('ar', { backend: false });
    i18n.addResourceBundle('ar', 'translation', ar.default);
    signInForTest({ id: 7 });
    setViewportWidth(360);
    renderRoutes({ route: '/wallet', i18n, mocks: [pointSettingsMock(), walletProfileMock({ price: 0, debt: 3 }), walletHistoriesMock([testMovement(1, 'referral_revoked', -5)])] });
    expect(await screen.findByRole('listitem', { name: 'استرجاع مكافأة إحالة' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-debt').textContent).toBe(`عليك ${isolate('$3.00')}: يُسدَّد أولًا من أول مبلغ يدخل محفظتك.`);
  });

  it('says what failed and reads the balance and the history again on Try again', async () => {
    const user = userEvent.setup();
    renderWallet([
      failure(WalletProfileDocument), failure(WalletHistoriesDocument, { page: 1, perPage: 10 }),
      walletProfileMock({ price: 12.5 }), walletHistoriesMock([testMovement(1, 'topup', 12.5)]),
    ]);
    expect(await screen.findByText('We couldn\'t load your balance.')).toBeInTheDocument();
    expect(await screen.findByText('We couldn\'t load your history.')).toBeInTheDocument();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    await rowOf('Top-up');
    await waitFor(() => expect(balance()).toBe('$12.50'));
    expect(screen.queryByText('We couldn\'t load your history.')).not.toBeInTheDocument();
    expect(screen.queryByText('We couldn\'t load your balance.')).not.toBeInTheDocument();
  });

  it('says so when the wallet has no movement yet', async () => {
    renderWallet([walletProfileMock({ price: 0, points: 0 }), walletHistoriesMock([])]);
    expect(await screen.findByText('Nothing here yet. Top up your wallet to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows each movement with its translated type, date, note, status, order and signed amount (minus red)', async () => {
    renderWallet([
      walletProfileMock(),
      walletHistoriesMock([
        testMovement(6, 'points_conversion', 2.5, { note: '50 points' }),
        testMovement(5, 'withdraw_return', 15.5, { note: 'Withdrawal rejected' }),
        testMovement(4, 'withdraw', -15.5, { status: 'rejected', note: 'IBAN CA00 1234' }),
        testMovement(3, 'order_payment', -23.47, { order_id: 31 }),
        testMovement(2, 'topup', 25, { provider: 'demo' }),
      ]),
    ]);
    const expected = [
      ['Points converted', '+$2.50', 'Done', 'Jan 7, 2030 · 50 points'],
      ['Withdrawal returned', '+$15.50', 'Done', 'Jan 7, 2030 · Withdrawal rejected'],
      ['Withdrawal', '-$15.50', 'Rejected', `Jan 7, 2030 · ${isolate('IBAN CA00 1234')}`],
      ['Order payment', '-$23.47', 'Done', 'Jan 7, 2030'],
      ['Top-up', '+$25.00', 'Done', 'Jan 7, 2030'],
    ] as const;
    for (const [type, amount, status, meta] of expected) {
      const row = await rowOf(type);
      const money = within(row).getByTestId('money');
      expect(money.textContent).toBe(amount);
      // Money marks an amount that took money out with its red class, and only that one.
      expect(money.className !== '').toBe(amount.startsWith('-'));
      expect(within(row).getByTestId('movement-status').textContent).toBe(status);
      expect(within(row).getByText(meta)).toBeInTheDocument();
    }
    expect(within(await rowOf('Order payment')).getByRole('link', { name: 'View order #31' })).toHaveAttribute('href', '/orders/31');
    expect(within(await rowOf('Top-up')).getByText('Demo payment')).toBeInTheDocument();
    expect(within(await rowOf('Withdrawal')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('shows a referral reward taken back as such, red, and filters on it (last of the types)', async () => {
    const user = userEvent.setup();
    renderWallet([
      walletProfileMock({ price: 0, debt: 3 }),
      walletHistoriesMock([testMovement(3, 'order_payment', -23.47, { order_id: 31 })]),
      walletHistoriesMock([testMovement(8, 'referral_revoked', -5, { order_id: 30 })], { type: 'referral_revoked' }),
    ]);
    await rowOf('Order payment');
    const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(-2)).toEqual(['Points converted', 'Referral reward taken back']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Referral reward taken back');
    const row = await rowOf('Referral reward taken back');
    expect(within(row).getByTestId('money').textContent).toBe('-$5.00');
    expect(within(row).getByTestId('money').className).not.toBe('');
    expect(within(row).getByRole('link', { name: 'View order #30' })).toHaveAttribute('href', '/orders/30');
    expect(screen.queryByRole('listitem', { name: 'Order payment' })).not.toBeInTheDocument();
  });

  it('asks for the type chosen in the filter, from its first page', async () => {
    const user = userEvent.setup();
    const { router } = renderWallet([
      walletProfileMock(),
      walletHistoriesMock([testMovement(3, 'order_payment', -23.47, { order_id: 31 })], { page: 2, lastPage: 2 }),
      walletHistoriesMock([testMovement(4, 'withdraw', -15.5, { status: 'processed', can_cancel: true })], { type: 'withdraw' }),
      walletHistoriesMock([], { type: 'order_refund' }),
    ], '/wallet?page=2');
    await rowOf('Order payment');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await rowOf('Withdrawal');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('listitem', { name: 'Order payment' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Order refund');
    expect(await screen.findByText('No movements of this type.')).toBeInTheDocument();
  });

  it('pages with ?page=, 10 a page', async () => {
    const user = userEvent.setup();
    const { router } = renderWallet([
      walletProfileMock(),
      walletHistoriesMock([testMovement(12, 'topup', 10)], { page: 1, lastPage: 2 }),
      walletHistoriesMock([testMovement(2, 'opening_balance', 50)], { page: 2, lastPage: 2 }),
    ]);
    await rowOf('Top-up');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await rowOf('Opening balance');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Top-up' })).not.toBeInTheDocument();
  });

  it('tops up through the demo provider: says no money is taken, then shows the new balance and the top-up', async () => {
    const user = userEvent.setup();
    renderWallet([
      walletProfileMock({ price: 50 }), walletHistoriesMock([testMovement(1, 'opening_balance', 50)]),
      topUpMock(25.5, { provider: 'demo', balance: 75.5 }),
      walletProfileMock({ price: 75.5 }), walletHistoriesMock([testMovement(90, 'topup', 25.5, { provider: 'demo' }), testMovement(1, 'opening_balance', 50)]),
    ]);
    await waitForToaster();
    await waitFor(() => expect(balance()).toBe('$50.00'));
    expect(within(screen.getByRole('region', { name: 'Top up' })).getByTestId('demo-payment').textContent).toBe('Demo payment: no money is taken.');
    await send(user, 'Top up', { Amount: '25,50' });
    expect(await screen.findByText(`${isolate('$25.50')} added to your wallet. Demo payment: no money was taken.`)).toBeInTheDocument();
    await waitFor(() => expect(balance()).toBe('$75.50'));
    expect(within(await rowOf('Top-up')).getByTestId('money').textContent).toBe('+$25.50');
    expect(within(formOf('Top up')).getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('value', '');
  });

  it('checks the amount’s shape before sending, then shows the api’s refusal under the field, translated', async () => {
    const user = userEvent.setup();
    renderWallet([
      walletProfileMock(), walletHistoriesMock([]),
      topUpMock(20000, apiError(400, 'ERROR_400', 'Bad request.', { price: ['The price must be between 0.01 and 10000.'] }, { price: { code: 'between', min: 0.01, max: 10000 } })),
      topUpMock(30, apiError(400, 'ERROR_475', 'api text', { price: ['api text'] })),
    ]);
    await screen.findByText('Nothing here yet. Top up your wallet to get started.');
    const amount = within(formOf('Top up')).getByRole('textbox', { name: /^Amount/ });
    await send(user, 'Top up', { Amount: '12.345' });
    expect(within(formOf('Top up')).getByText('Enter an amount such as 25 or 25.50.')).toBeInTheDocument();
    await user.clear(amount);
    await send(user, 'Top up', { Amount: '20000' });
    expect(await within(formOf('Top up')).findByText('Must be between 0.01 and 10,000.')).toBeInTheDocument();
    await user.clear(amount);
    await send(user, 'Top up', { Amount: '30' });
    expect(await within(formOf('Top up')).findByText('The payment was declined.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('value', '30');
  });

  it('asks for a withdrawal: above the balance the api’s ERROR_109 shows under the amount, translated by its code', async () => {
    const user = userEvent.setup();
    renderWallet([
      walletProfileMock({ price: 50 }), walletHistoriesMock([]),
      withdrawMock({ price: 80, note: null }, apiError(400, 'ERROR_109', 'api text', { price: ['api text'] })),
      withdrawMock({ price: 15.5, note: 'IBAN CA00 1234' }, testMovement(91, 'withdraw', -15.5, { status: 'processed', can_cancel: true, note: 'IBAN CA00 1234' })),
      walletProfileMock({ price: 34.5 }), walletHistoriesMock([testMovement(91, 'withdraw', -15.5, { status: 'processed', can_cancel: true, note: 'IBAN CA00 1234' })]),
    ]);
    await waitForToaster();
    await screen.findByText('Nothing here yet. Top up your wallet to get started.');
    await send(user, 'Withdraw', { Amount: '80' });
    expect(await within(formOf('Withdraw')).findByText('Insufficient wallet balance')).toBeInTheDocument();
    await user.clear(within(formOf('Withdraw')).getByRole('textbox', { name: /^Amount/ }));
    await send(user, 'Withdraw', { Amount: '15.50', 'Where to pay it': '  IBAN CA00 1234 ' });
    expect(await screen.findByText(`Withdrawal of ${isolate('$15.50')} requested.`)).toBeInTheDocument();
    await waitFor(() => expect(balance()).toBe('$34.50'));
    const row = await rowOf('Withdrawal');
    expect(within(row).getByTestId('movement-status').textContent).toBe('Processing');
    expect(within(row).getByRole('button', { name: `Cancel the withdrawal of ${isolate('$15.50')}` })).toBeInTheDocument();
  });
});
