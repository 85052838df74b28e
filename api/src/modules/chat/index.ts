// The chat module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { createChatBus } from './bus';
export { createFirebaseChatTokens } from './firebase-token';
export { chatModule, type ChatModuleOptions } from './module';
export { createChatService } from './service';
export { createChatStore, type SendRate } from './store';
