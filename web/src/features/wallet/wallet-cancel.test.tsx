import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { findDialog, renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { isolate } from '../../shared/lib/i18n/direction';
import { cancelWithdrawalMock, pointSettingsMock, testMovement, walletHistoriesMock, walletProfileMock } from './wallet-fixtures';

// A file of its own: in jsdom, Fluent's focus trap (tabster) keeps state from other tests, which
// then hides this dialog from role queries (as in features/orders/order-cancel.test.tsx).
describe('/wallet: canceling a withdrawal', () => {
  const processing = testMovement(91, 'withdraw', -15.5, { status: 'processed', can_cancel: true, note: 'IBAN CA00 1234' });

  function renderWallet(mocks: MockedResponse[]) {
    signInForTest({ id: 7 });
    setViewportWidth(1280);
    return renderRoutes({ route: '/wallet', mocks: [pointSettingsMock(), walletProfileMock({ price: 34.5 }), walletHistoriesMock([processing]), ...mocks] });
  }

  const askToCancel = async (user: ReturnType<typeof userEvent.setup>) => {
    const row = await screen.findByRole('listitem', { name: 'Withdrawal' });
    await user.click(within(row).getByRole('button', { name: `Cancel the withdrawal of ${isolate('$15.50')}` }));
    const dialog = await findDialog('alertdialog', 'Cancel this withdrawal?');
    expect(within(dialog).getByText(`${isolate('$15.50')} goes back to your wallet.`, { selector: '*' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal', hidden: true }));
  };

  it('cancels a withdrawal still processing after asking: the money is back, as a new movement', async () => {
    const user = userEvent.setup();
    renderWallet([
      cancelWithdrawalMock('movement-91', { ...processing, status: 'canceled', can_cancel: false }),
      walletProfileMock({ price: 50 }),
      walletHistoriesMock([testMovement(92, 'withdraw_return', 15.5, { note: 'Withdrawal canceled' }), { ...processing, status: 'canceled', can_cancel: false }]),
    ]);
    await waitForToaster();
    await askToCancel(user);
    expect(await screen.findByText('Withdrawal canceled: the money is back in your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$50.00'));
    const back = await screen.findByRole('listitem', { name: 'Withdrawal returned' });
    expect(within(back).getByText('Jan 7, 2030 · Withdrawal canceled')).toBeInTheDocument();
    const withdrawal = screen.getByRole('listitem', { name: 'Withdrawal' });
    expect(within(withdrawal).getByTestId('movement-status').textContent).toBe('Canceled');
    expect(within(withdrawal).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('a refused cancel (ERROR_476) is told by its code, translated', async () => {
    const user = userEvent.setup();
    renderWallet([cancelWithdrawalMock('movement-91', apiError(400, 'ERROR_476', 'api text', { status: ['api text'] }))]);
    await waitForToaster();
    await askToCancel(user);
    expect(await screen.findByText('This withdrawal can no longer change.')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$34.50');
  });
});
