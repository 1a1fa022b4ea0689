// Chromium's launch flags, in one place for Playwright, Lighthouse and the test tools: headless
// Chromium running as root on a closed network, without background traffic.
/** For tools that start Chromium themselves (Lighthouse). */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** For Playwright, which sets the headless mode itself. */
export const chromiumLaunchArgs = chromiumFlags.filter((flag) => !flag.startsWith('--headless'));
