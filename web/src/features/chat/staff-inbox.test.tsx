import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { StaffInbox } from './components/staff-chat-page';
import { useChatStrings } from './hooks/use-chat-strings';
import { chatOf, fakePort, messageOf } from './lib/fake-port';

function Inbox({ port }: { port: ReturnType<typeof fakePort>['port'] }) {
  useChatStrings();
  return <StaffInbox port={port} ownsOrder={() => Promise.resolve(false)} />;
}

describe('the staff inbox', () => {
  it('lists the conversations with their unread counts, opens one from the list and answers it', async () => {
    const fake = fakePort('staff');
    renderWithApp(<Inbox port={fake.port} />, { route: '/staff/chat' });
    act(() =>
      fake.pushChats([
        chatOf({ id: '9', unread: 2, customer: { id: 1, firstname: 'Ada', lastname: 'L', img: null }, last_message: { text: 'Hello?', sender: 'customer', created_at: '2026-01-01T12:00:00.000Z' } }),
        chatOf({ id: '4', user_id: 5, unread: 0 }),
      ]),
    );
    const items = screen.getAllByTestId('chat-list-item');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(['Ada L, 2 unread', 'Customer #5']);
    expect(screen.getByText('Choose a conversation to read and answer it.')).toBeInTheDocument();

    fireEvent.click(items[0]);
    expect(screen.getByTestId('location').textContent).toBe('/staff/chat?chat=9');
    expect(fake.listening('9')).toBe(true);
    act(() => fake.pushMessages('9', [messageOf(1, { sender: 'customer', text: 'Hello?' })]));
    const conversation = screen.getByTestId('chat-conversation');
    expect(within(conversation).getByText('Hello?')).toBeInTheDocument();
    expect(fake.port.markRead).toHaveBeenCalledWith('9', '1');

    fake.port.send.mockResolvedValue(messageOf(2, { text: 'Yes!' }));
    fireEvent.change(within(conversation).getByRole('textbox', { name: 'Message' }), { target: { value: 'Yes!' } });
    fireEvent.keyDown(within(conversation).getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(fake.port.send).toHaveBeenCalledWith('9', 'Yes!', expect.any(String));
  });
});
