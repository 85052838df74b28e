import type { ChatErrorHandler, ChatPort, Unsubscribe } from './chat-port';
import type { ChatRole } from './types';

/**
 * A port at once, whose adapter arrives later (Firestore's code and sign-in load on demand):
 * listeners subscribe once it is there, calls wait for it, a failure to load reaches them.
 */
export function deferredPort(role: ChatRole, load: () => Promise<ChatPort>): ChatPort {
  const ready = load();
  let closed = false;
  ready.then((port) => closed && port.close(), () => {});

  const watch = (subscribe: (port: ChatPort) => Unsubscribe, onError?: ChatErrorHandler): Unsubscribe => {
    let stop: Unsubscribe | null = null;
    let cancelled = false;
    ready.then(
      (port) => {
        if (!cancelled) stop = subscribe(port);
      },
      (error: unknown) => onError?.(error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  };

  return {
    role,
    watchChats: (onChats, onError) => watch((port) => port.watchChats(onChats, onError), onError),
    watchMessages: (chatId, onMessages, onError) => watch((port) => port.watchMessages(chatId, onMessages, onError), onError),
    send: async (chatId, text, clientId) => (await ready).send(chatId, text, clientId),
    markRead: async (chatId, lastId) => (await ready).markRead(chatId, lastId),
    close() {
      closed = true;
      ready.then((port) => port.close(), () => {});
    },
  };
}
