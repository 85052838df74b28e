// The consent banner loads on demand (the analytics' lazy face, beside index.ts): only a build
// with a measurement id ever asks for it.
export const loadConsentBanner = () => import('./consent-banner');
