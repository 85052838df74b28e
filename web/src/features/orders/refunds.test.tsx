import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundsDocument } from '../../graphql/orders.generated';
import { holdAnswers, renderRoutes, setViewportWidth } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { isolate } from '../../shared/lib/i18n/direction';
import { ordersMock, refundOrderMock, refundsMock, testRefund } from '../../test/order-fixtures';

const cardOf = async (orderId: number) => (await screen.findByRole('link', { name: `View order #${orderId}` })).closest('li')!;

describe('/refunds', () => {
  it('shows a placeholder of the list’s shape while the first page loads', async () => {
    signInForTest({ id: 5 });
    const answers = holdAnswers('Refunds');
    renderRoutes({ route: '/refunds', mocks: [refundsMock([testRefund(1, 7, 'pending')]), refundOrderMock(7)], onRequest: answers.onRequest });
    expect(await screen.findByTestId('refunds-loading')).toHaveAttribute('role', 'progressbar');
    expect(within(screen.getByTestId('refunds-loading')).queryAllByRole('link')).toEqual([]);
    answers.release();
    await cardOf(7);
    expect(screen.queryByTestId('refunds-loading')).not.toBeInTheDocument();
  });

  it('shows each request with its order, amount, date, reason, status and what the status means', async () => {
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    renderRoutes({
      route: '/refunds',
      mocks: [
        refundsMock([
          testRefund(4, 9, 'rejected', { answer: 'The order was delivered on time' }),
          testRefund(3, 8, 'approved'),
          testRefund(2, 7, 'approved'),
          testRefund(1, 6, 'pending', { cause: 'Wrong dish' }),
        ]),
        refundOrderMock(9, { total: 12 }),
        refundOrderMock(8, { payment: 'wallet', paymentStatus: 'refund', total: 40.25 }),
        refundOrderMock(7),
        refundOrderMock(6, { total: 1234.5 }),
      ],
    });
    const expected = [
      [9, 'Declined', 'We declined your request.', '$12.00'],
      [8, 'Approved', 'Refunded: the money went back to your wallet.', '$40.25'],
      [7, 'Approved', 'Your refund was approved.', '$26.50'],
      [6, 'Pending', 'We are looking at your request.', '$1,234.50'],
    ] as const;
    for (const [orderId, label, meaning, amount] of expected) {
      const card = await cardOf(orderId);
      expect(within(card).getByRole('link', { name: `View order #${orderId}` })).toHaveAttribute('href', `/orders/${orderId}`);
      expect(within(card).getByTestId('refund-status').textContent).toBe(label);
      await waitFor(() => expect(within(card).getByTestId('refund-amount').textContent).toBe(amount));
      expect(within(card).getByTestId('refund-meaning').textContent).toBe(meaning);
      expect(within(card).getByText('Requested Nov 23, 2026')).toBeInTheDocument();
    }
    expect(within(await cardOf(9)).getByTestId('refund-answer').textContent).toBe(`Answer: ${isolate('The order was delivered on time')}`);
    expect(within(await cardOf(8)).queryByTestId('refund-answer')).not.toBeInTheDocument();
    expect(within(await cardOf(6)).getByText(`Your reason: ${isolate('Wrong dish')}`)).toBeInTheDocument();
  });

  it('says so when there is no request yet, with the way to the orders', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const { router } = renderRoutes({ route: '/refunds', mocks: [refundsMock([]), ordersMock([])] });
    expect(await screen.findByText('You have not asked for a refund yet. You can ask for one on a delivered or canceled order.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('says what failed and loads the list again on Try again', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const failure = { request: { query: RefundsDocument, variables: { page: 1, perPage: 10 } }, result: { errors: [apiError(400, 'ERROR_400', 'Error occured. Please, try again later')] } };
    renderRoutes({ route: '/refunds', mocks: [failure, refundsMock([testRefund(1, 7, 'pending')]), refundOrderMock(7)] });
    expect(await screen.findByText('Error occured. Please, try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await cardOf(7);
    expect(screen.queryByText('Error occured. Please, try again later')).not.toBeInTheDocument();
  });

  it('keeps a request whose order cannot be read, without an amount', async () => {
    signInForTest({ id: 5 });
    renderRoutes({ route: '/refunds', mocks: [refundsMock([testRefund(1, 7, 'pending')])] });
    const card = await cardOf(7);
    await waitFor(() => expect(within(card).getByTestId('refund-amount').textContent).toBe(''));
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card).getByTestId('refund-meaning').textContent).toBe('We are looking at your request.');
  });

  it('pages with ?page=, 10 a page', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const { router } = renderRoutes({
      route: '/refunds',
      mocks: [
        refundsMock([testRefund(12, 22, 'pending')], { page: 1, lastPage: 2 }), refundOrderMock(22),
        refundsMock([testRefund(2, 12, 'rejected')], { page: 2, lastPage: 2 }), refundOrderMock(12),
      ],
    });
    await cardOf(22);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await cardOf(12);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View order #22' })).not.toBeInTheDocument();
  });

  it('has the Back header, which goes to /orders, whose page links back to the refunds', async () => {
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { router } = renderRoutes({ route: '/refunds', mocks: [refundsMock([]), ordersMock([]), refundsMock([])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My refunds' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await user.click(await screen.findByRole('link', { name: 'My refunds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/refunds'));
  });
});
