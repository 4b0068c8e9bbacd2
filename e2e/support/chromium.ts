/**
 * Debian's Chromium (apt-get install -y chromium), never a downloaded browser. E2E_CHROMIUM points
 * the end-to-end tests at another Debian build of it (e.g. /usr/bin/chromium-headless-shell).
 */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

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
