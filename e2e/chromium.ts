/**
 * Debian's Chromium (installed by scripts/ensure-chromium.mjs) and the flags it runs with in
 * the tests and the floor benchmark: headless, no sandbox (containers), nothing reaching
 * another host.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
