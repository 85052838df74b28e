// The push-only worker of earlier versions: devices where the customer turned push on have it
// registered (scope /firebase-cloud-messaging-push-scope), and FCM delivers their pushes to it.
// It runs the storefront's one worker, which shows pushes the same way and, outside the pages'
// scope, keeps nothing for offline (src/app/service-worker.ts).
/* global importScripts */
importScripts('/service-worker.js');
