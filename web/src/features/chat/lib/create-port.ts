import { isFirebaseConfigured } from '../../auth/lib/firebase';
import type { ChatPort } from './chat-port';
import { deferredPort } from './deferred-port';
import { createEmbeddedChat } from './embedded-adapter';
import type { ChatRole } from './types';

/**
 * The chat's adapter for this build: Firestore when the web app has firebase settings (its code
 * loads only then), else the embedded api (docs/chat-web.md).
 */
export function createChatPort(role: ChatRole, userId: number): ChatPort {
  if (!isFirebaseConfigured()) return createEmbeddedChat(role);
  return deferredPort(role, () => import('./firestore-adapter').then((m) => m.connectFirestoreChat(role, userId)));
}
