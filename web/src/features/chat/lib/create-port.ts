import { isFirebaseConfigured } from '../../../shared/lib/firebase';
import type { ChatPort } from './chat-port';
import { deferredPort } from './deferred-port';
import { createEmbeddedChat } from './embedded-adapter';
import type { ChatRole } from './types';

/** Whether this build keeps the chat in Firestore: asked for (VITE_CHAT_ADAPTER=firestore) and
 * the firebase settings present. The firebase settings alone mean social sign-in, which a
 * storefront may offer while its chat stays in its own database. */
export function usesFirestoreChat(): boolean {
  return import.meta.env.VITE_CHAT_ADAPTER === 'firestore' && isFirebaseConfigured();
}

/**
 * The chat's adapter for this build: Firestore when chosen (its code loads only then), else the
 * embedded api (docs/chat.md, "Web").
 */
export function createChatPort(role: ChatRole, userId: number): ChatPort {
  if (!usesFirestoreChat()) return createEmbeddedChat(role);
  return deferredPort(role, () => import('./firestore-adapter').then((m) => m.connectFirestoreChat(role, userId)));
}
