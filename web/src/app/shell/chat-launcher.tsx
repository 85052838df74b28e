import { Suspense, lazy } from 'react';
import { useIdle } from '../../shared/hooks/use-idle';
import { loadCustomerChat } from '../../features/chat/lazy';

// The widget's code is asked for only once the page is interactive and idle (docs/chat.md, "Web").
const ChatWidget = lazy(loadCustomerChat);

/** The customer's chat, mounted by the shell for signed-in customers only (this module is its
 * own small chunk, so a guest's visit carries none of it). */
export default function ChatLauncher() {
  return useIdle(true) ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
