import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../shared/ui/notify';
import type { ChatPort } from '../lib/chat-port';
import { createChatStore, type ChatState, type ChatStore } from '../lib/chat-store';

/**
 * One chat store for a screen's lifetime, on the given port, listening while the screen is on. A failed send shows the
 * 'chat error' toast and is logged (console.error), the message stays marked for a retry.
 */
export function useChatStore(port: ChatPort): ChatStore {
  const { t } = useTranslation();
  const notify = useNotify();
  const [store] = useState(() =>
    createChatStore(port, (error) => {
      console.error('chat error', error);
      notify.error(t('chatError', { ns: 'errors' }), { id: 'chat-error' });
    }),
  );
  useEffect(() => store.start(), [store]);
  return store;
}

export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
