// The customer's chat widget, loaded through lazy.ts: the shell asks for it after the page is
// interactive and idle, for signed-in customers only, so it is in no guest's visit and in no
// first load (docs/chat.md, "Web").
import { useEffect, useState } from 'react';
import { useSession } from '../../../shared/lib/session';
import { ChatWidget } from './chat-widget';
import { createChatPort } from '../lib/create-port';
import { forgetOwnedOrders, ownsOrder } from '../lib/owned-orders';

function CustomerChat({ userId }: { userId: number }) {
  const [port] = useState(() => createChatPort('customer', userId));
  useEffect(() => forgetOwnedOrders, []);
  return <ChatWidget port={port} ownsOrder={ownsOrder} />;
}

export default function CustomerChatWidget() {
  const { user } = useSession();
  // The user's id names their chat (Firestore); a new user gets a new widget.
  return user ? <CustomerChat key={user.id} userId={user.id} /> : null;
}
