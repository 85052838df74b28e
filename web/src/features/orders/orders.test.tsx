import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderDocument } from '../../graphql/orders.generated';
import { renderRoutes, setViewportWidth } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { orderMock, ordersMock, testOrder } from '../../test/order-fixtures';

const MESSAGES = {
  new: 'Your order is Pending. We confirm your soon.',
  accepted: 'Your order is accepted, Will Start Cooking soon',
  ready: 'Your order is ready. Please Pick your order',
  on_a_way: 'Your order in the courier. He rushes to you :(',
  delivered: 'Your order is delivered. Enjoy!',
  canceled: 'Your order is canceled',
};

describe('/orders', () => {
  it('lists the customer’s orders with the message of each status', async () => {
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    const statuses = Object.keys(MESSAGES);
    renderRoutes({ route: '/orders', mocks: [ordersMock(statuses.map((status, i) => testOrder(i + 1, status)))] });
    for (const [i, message] of Object.values(MESSAGES).entries()) {
      const card = (await screen.findByRole('link', { name: `View order #${i + 1}` })).closest('li')!;
      expect(within(card).getByText(message)).toBeInTheDocument();
      expect(within(card).getByText('$26.50')).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('order-status').map((badge) => badge.textContent))
      .toEqual(['Pending', 'Accepted', 'Ready', 'On the way', 'Delivered', 'Canceled']);
  });

  it('says so when there are no orders yet', async () => {
    signInForTest({ id: 5 });
    renderRoutes({ route: '/orders', mocks: [ordersMock([])] });
    expect(await screen.findByText('You have no orders yet. Your orders will appear here.')).toBeInTheDocument();
  });

  it('pages with ?page=', async () => {
    signInForTest({ id: 5 });
    const user = userEvent.setup();
    const { router } = renderRoutes({
      route: '/orders',
      mocks: [ordersMock([testOrder(12, 'new')], { page: 1, lastPage: 2 }), ordersMock([testOrder(2, 'delivered')], { page: 2, lastPage: 2 })],
    });
    await screen.findByRole('link', { name: 'View order #12' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'View order #2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

describe('/orders/{id}', () => {
  it('shows the lines, the totals and the timeline; Back goes to /orders', async () => {
    signInForTest({ id: 5 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { router } = renderRoutes({ route: '/orders/7', mocks: [orderMock(testOrder(7, 'accepted')), ordersMock([])] });
    expect((await screen.findByTestId('order-message')).textContent).toBe(MESSAGES.accepted);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.getByText('Margherita')).toBeInTheDocument();
    // The customer's address keeps its own direction in a right-to-left page ("10 King St W", not "King St W 10").
    expect(screen.getByText('10 King St W').tagName).toBe('BDI');
    expect(screen.getByTestId('price-total').textContent).toBe('$26.50');
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.includes('Not yet'))).toEqual([false, false, true, true, true]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // An accepted order can no longer be canceled by the customer.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('says when the order is not one of the customer’s', async () => {
    signInForTest({ id: 5 });
    renderRoutes({
      route: '/orders/99',
      mocks: [{ request: { query: OrderDocument, variables: { id: 99 } }, result: { errors: [apiError(404, 'ERROR_404', "Item's not found.")] } }],
    });
    expect(await screen.findByText("We couldn't find this order.")).toBeInTheDocument();
  });
});
