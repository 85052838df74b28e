// The service worker's registration loads on demand (the offline feature's lazy face): after the
// page has loaded, never in the first load.
export const loadWorkerRegistration = () => import('./lib/register-worker');
