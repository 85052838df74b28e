import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestRefundDocument } from '../../graphql/orders.generated';
import { findDialog, renderRoutes, waitForToaster } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { isolate } from '../../shared/lib/i18n/direction';
import { orderMock, refundOrderMock, refundsMock, testOrder, testRefund } from '../../test/order-fixtures';

// A file of its own: in jsdom, Fluent's focus trap (tabster) keeps state from other tests, which
// then hides this dialog from role queries (as in order-cancel.test.tsx).
describe('/orders/{id} refund request', () => {
  it('sends the reason, then the order shows the pending request with the way to /refunds, which lists it', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const cause = 'The pizza arrived cold';
    const refund = testRefund(3, 7, 'pending', { cause });
    const { router } = renderRoutes({
      route: '/orders/7',
      mocks: [
        orderMock(testOrder(7, 'delivered', { can_refund: true })),
        { request: { query: RequestRefundDocument, variables: { input: { order_id: 7, cause } } }, result: { data: { requestRefund: refund } } },
        orderMock(testOrder(7, 'delivered', { refund: { __typename: 'OrderRefund', id: 3, status: 'pending', cause, answer: null } as never })),
        refundsMock([refund]),
        refundOrderMock(7),
      ],
    });
    await waitForToaster();
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    const dialog = await findDialog('dialog', 'Refund request');
    await user.type(within(dialog).getByRole('textbox', { hidden: true }), cause);
    await user.click(within(dialog).getByRole('button', { name: 'Send request', hidden: true }));
    expect(await screen.findByText('Refund requested: waiting for an answer')).toBeInTheDocument();
    // After a dialog, jsdom's focus trap may leave the page aria-hidden (not Chromium: render.tsx).
    expect(screen.queryByRole('button', { name: 'Ask for a refund', hidden: true })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'My refunds', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/refunds'));
    const card = (await screen.findByRole('link', { name: 'View order #7', hidden: true })).closest('li')!;
    expect(within(card).getByTestId('refund-status').textContent).toBe('Pending');
    expect(within(card).getByText(`Your reason: ${isolate(cause)}`)).toBeInTheDocument();
  }, 40_000); // three screens in one test: on a loaded two-core CI machine it has taken over 20 s
});
