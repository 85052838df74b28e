import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelOrderDocument } from '../../graphql/orders.generated';
import { findDialog, renderRoutes, waitForToaster } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { orderMock, testOrder } from '../../test/order-fixtures';

// A file of its own: in jsdom, Fluent's focus trap (tabster) keeps state from other tests, which
// then hides this dialog from role queries (the same holds in features/cart/overlay-add.test.tsx).
describe('/orders/{id}', () => {
  it('cancels an order the api lets the customer cancel, after asking; the canceled order offers a refund as the api says', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const cancel = (result: object) => ({ request: { query: CancelOrderDocument, variables: { id: 7 } }, result });
    renderRoutes({
      route: '/orders/7',
      mocks: [
        orderMock(testOrder(7, 'new', { can_cancel: true })),
        cancel({ data: { cancelOrder: testOrder(7, 'canceled', { can_refund: true }) } }),
      ],
    });
    await waitForToaster();
    const askToCancel = async () => {
      await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
      await user.click(within(await findDialog('alertdialog', 'Cancel order')).getByRole('button', { name: 'Cancel order', hidden: true }));
    };
    await askToCancel();
    await waitFor(() => expect(screen.getByTestId('order-message').textContent).toBe('Your order is canceled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a refund' })).toBeInTheDocument();
  });

  it('offers neither cancel nor refund when the api allows neither, whatever the status', async () => {
    signInForTest({ id: 5 });
    renderRoutes({ route: '/orders/7', mocks: [orderMock(testOrder(7, 'new'))] });
    expect(await screen.findByRole('button', { name: 'Order again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });
});
