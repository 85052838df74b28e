// Names the device of a session from its User-Agent, so a customer can tell their sessions apart
// ("Chrome on Android"). A few patterns of the common browsers and systems, no library: the name
// only helps a person recognise a device and decides nothing (a client can send any User-Agent).

export interface DeviceName {
  /** The browser, e.g. `Chrome`; null when not recognised. */
  browser: string | null;
  /** The operating system or device, e.g. `Android`, `iPhone`; null when not recognised. */
  os: string | null;
  /** Both in words, e.g. `Chrome on Android`, or the one recognised; null when neither is. */
  device: string | null;
}

/** First match wins: browsers built on another engine say that engine's name too (Edge and
 * Opera say Chrome, Chrome says Safari), so they come before it. */
const BROWSERS: [RegExp, string][] = [
  [/\b(?:Edge?|EdgA|EdgiOS)\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS and Android say `like Mac OS X` and `Linux`: they come before macOS and Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac(?:intosh| OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (patterns: [RegExp, string][], text: string): string | null =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeDevice(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null, device: null };
  const browser = firstMatch(BROWSERS, userAgent);
  const os = firstMatch(SYSTEMS, userAgent);
  return { browser, os, device: browser && os ? `${browser} on ${os}` : browser ?? os };
}
