/**
 * Debian chromium's flags for a headless run on this machine (no sandbox as root, no calls to Google's hosts), for
 * the benches and the browser journeys alike.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
