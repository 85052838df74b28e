// The chat module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { createEventStreamSlots } from '../../http/event-streams';
import { apiModule } from '../../http/api-module';
import { type ChatBus, createChatBus } from './bus';
import { createFirebaseChatTokens, type FirebaseTokenSettings } from './firebase-token';
import { chatRoutes } from './routes';
import { createChatService } from './service';
import { createChatStore, type SendRate } from './store';

export interface ChatModuleOptions {
  /** How many messages an account may send a minute; default 20 (tests change it). */
  sendRate?: SendRate;
  /** Milliseconds between a stream's pings; default 15 s (tests shorten it). */
  pingMs?: number;
  /** The firebase project whose chat tokens are signed; default: not configured. */
  firebase?: FirebaseTokenSettings;
}

/** Without a database (the app built only for its OpenAPI document) nothing is listened to. */
const NO_BUS: ChatBus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };

export const chatModule = apiModule<ChatModuleOptions>('chat', [], async (app, { sendRate, pingMs, firebase }) => {
  const { db, clock, caps, withDatabase } = app.deps;
  const store = createChatStore(db);
  const bus = withDatabase ? createChatBus(db, app.log) : NO_BUS;
  await app.register(chatRoutes, {
    chat: createChatService(store, bus, clock, sendRate), store, bus, firebaseTokens: createFirebaseChatTokens(db, firebase, clock), pingMs,
    streamSlots: createEventStreamSlots(caps.eventStreams),
  });
});
