import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hiddenFocusable, renderSettled } from '../../test/focus-trap';
import { renderWithApp } from '../../test/render';
import { ChatWidget } from './components/chat-widget';
import { chatOf, fakePort, messageOf } from './lib/fake-port';
import type { ChatMessage } from './lib/types';

function renderWidget(ownsOrder: (id: number) => Promise<boolean> = () => Promise.resolve(false)) {
  const fake = fakePort();
  renderWithApp(<ChatWidget port={fake.port} ownsOrder={ownsOrder} />);
  return fake;
}

async function openPanel(fake: ReturnType<typeof fakePort>, messages: ChatMessage[] = []) {
  fireEvent.click(screen.getByTestId('chat-launcher'));
  const panel = await screen.findByTestId('chat-panel');
  act(() => fake.pushMessages(null, messages));
  return panel;
}

const input = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: 'Message', hidden: true });

function type(panel: HTMLElement, text: string, key: { shiftKey?: boolean } = {}) {
  fireEvent.change(input(panel), { target: { value: text } });
  fireEvent.keyDown(input(panel), { key: 'Enter', ...key });
}

describe('the customer chat widget', () => {
  it('leaves no focus trap in the page while its panel has never been opened', async () => {
    const fake = await renderSettled(renderWidget);
    expect(hiddenFocusable()).toBe(0);
    await openPanel(fake);
    await waitFor(() => expect(hiddenFocusable()).toBeGreaterThan(0));
  });

  it('shows the unread count on the launcher, and listens to the conversation only while open', async () => {
    const fake = renderWidget();
    act(() => fake.pushChats([chatOf({ unread: 3 })]));
    expect(screen.getByTestId('chat-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Chat with the restaurant, 3 unread' })).toBeInTheDocument();
    expect(fake.listening(null)).toBe(false);
    await openPanel(fake);
    expect(fake.listening(null)).toBe(true);
  });

  it('marks the staff messages read while the panel is open', async () => {
    const fake = renderWidget();
    act(() => fake.pushChats([chatOf({ unread: 1 })]));
    await openPanel(fake, [messageOf(4, { sender: 'customer' }), messageOf(5)]);
    await waitFor(() => expect(fake.port.markRead).toHaveBeenCalledWith(null, '5'));
  });

  it('sends on Enter (Shift+Enter does not), shows it as sending, then as sent', async () => {
    const fake = renderWidget();
    let resolve!: (m: ChatMessage) => void;
    fake.port.send.mockImplementation(() => new Promise((r) => (resolve = r)));
    const panel = await openPanel(fake);
    type(panel, 'first line', { shiftKey: true });
    expect(fake.port.send).not.toHaveBeenCalled();
    type(panel, 'hello');
    expect(fake.port.send).toHaveBeenCalledWith(null, 'hello', expect.stringMatching(/^[0-9a-f-]{36}$/));
    const clientId = fake.port.send.mock.calls[0][2];
    expect(within(panel).getByText('Sending…')).toBeInTheDocument();
    expect((input(panel) as HTMLTextAreaElement).value).toBe('');
    const sent = messageOf(6, { sender: 'customer', text: 'hello', client_id: clientId });
    await act(async () => {
      resolve(sent);
      fake.pushMessages(null, [sent]);
    });
    expect(within(panel).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(panel).getAllByText('hello')).toHaveLength(1);
  });

  it('marks a failed message, toasts "chat error" (logged), and retries with the same client id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = renderWidget();
    fake.port.send.mockRejectedValueOnce(new Error('offline'));
    const panel = await openPanel(fake);
    type(panel, 'are you open?');
    expect(await within(panel).findByText('Not sent')).toBeInTheDocument();
    expect(await screen.findByText('chat error')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('chat error', expect.any(Error));

    const clientId = fake.port.send.mock.calls[0][2];
    const sent = messageOf(7, { sender: 'customer', text: 'are you open?', client_id: clientId });
    fake.port.send.mockResolvedValueOnce(sent);
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again', hidden: true }));
    expect(fake.port.send).toHaveBeenLastCalledWith(null, 'are you open?', clientId);
    await act(async () => fake.pushMessages(null, [sent]));
    await waitFor(() => expect(within(panel).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(panel).getAllByText('are you open?')).toHaveLength(1);
    errors.mockRestore();
  });

  it('links "#123" to the order only when the customer owns it', async () => {
    const ownsOrder = vi.fn((id: number) => Promise.resolve(id === 123));
    const fake = renderWidget(ownsOrder);
    const panel = await openPanel(fake, [messageOf(8, { text: 'Your order #123 left; #999 is not yours. See https://example.com/menu.' })]);
    const link = await within(panel).findByRole('link', { name: 'Order #123', hidden: true });
    expect(link).toHaveAttribute('href', '/orders/123');
    expect(within(panel).queryByRole('link', { name: 'Order #999', hidden: true })).not.toBeInTheDocument();
    expect(ownsOrder).toHaveBeenCalledWith(999);
    const outside = within(panel).getByRole('link', { name: 'https://example.com/menu', hidden: true });
    expect(outside.getAttribute('rel')).toContain('noopener');
  });

  it('shows HTML in a message as text: no element is made and no script runs', async () => {
    const fake = renderWidget();
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> javascript:alert(1)';
    const panel = await openPanel(fake, [messageOf(9, { text: hostile })]);
    expect(within(panel).getByText(hostile)).toBeInTheDocument();
    expect(panel.querySelector('img[src="x"], script')).toBeNull();
    expect(within(panel).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
