/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Firebase sign-in (features/auth/lib/firebase.ts); unset: no firebase sign-in buttons. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  /** Web push key of the firebase project (features/notifications/lib/push.ts); unset: no push. */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  /** host:port of the firebase Auth emulator: only for tests and local trials. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** `firestore`: the chat (features/chat) keeps its chats and messages in Firestore, with the
   * firebase settings above; anything else or unset: in the api's database (the embedded adapter). */
  readonly VITE_CHAT_ADAPTER?: string;
  /** host:port of the Firestore emulator for the Firestore chat: only for tests and local trials. */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** Map tiles of the address picker (shared/lib/map/map-config.ts): a `{z}/{x}/{y}` URL
   * template and its attribution; default: OpenStreetMap's tile server. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_ATTRIBUTION?: string;
  /** Google Analytics 4 measurement id (features/analytics): the tag loads after the visitor's
   * consent; unset: no analytics and no consent banner. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}
