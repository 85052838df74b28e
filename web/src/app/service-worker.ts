/// <reference lib="webworker" />
// The storefront's one service worker (docs/offline.md), built by vite-plugin-pwa into
// /service-worker.js with the build's files to precache in place of `self.__WB_MANIFEST`. It
// composes what the features run in a worker (their worker.ts faces).
import type { PrecacheEntry } from 'workbox-precaching';
import { showPushMessages } from '../features/notifications/worker';
import { keepForOffline } from '../features/offline/worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

showPushMessages(self);
// Registered for the pages (scope `/`), it keeps what they need offline; as the push-only worker
// of earlier versions (public/firebase-messaging-sw.js, its own scope) it only shows pushes.
if (new URL(self.registration.scope).pathname === '/') keepForOffline(self, self.__WB_MANIFEST);
