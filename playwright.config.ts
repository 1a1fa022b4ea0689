import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchArgs } from './tests/tools/chromium-flags.mjs';

// Ports can be moved (MAGANI_*_PORT) so that two builds can be tested side by side.
const appPort = process.env.MAGANI_APP_PORT ?? '4173';
const apiPort = process.env.MAGANI_API_PORT ?? '54321';
const inboxPort = process.env.MAGANI_INBOX_PORT ?? '54324';
const dist = process.env.MAGANI_DIST ?? 'dist';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const appUrl = `http://127.0.0.1:${appPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Side-by-side runs (other ports) keep their own artefacts.
  outputDir: appPort === '4173' ? 'test-results' : `.e2e/test-results-${appPort}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: chromiumLaunchArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The same command users run, on a fresh backend data folder.
  webServer: {
    command: `node tests/tools/start.mjs --no-build --fresh --port ${appPort} --api-port ${apiPort} --inbox-port ${inboxPort} --dist ${dist} --data-dir .e2e/data-${appPort} --sign-in-rate-limit 10000`,
    url: appUrl,
    reuseExistingServer: false,
    // Includes the backend's first start on a fresh data folder (tests/tools/start.mjs waits up to 90 s).
    timeout: 120_000,
    stdout: 'pipe',
  },
});
