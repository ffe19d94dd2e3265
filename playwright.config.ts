import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the built renderer in Debian's Chromium against the real web host (each test
 * starts its own on a free port with a temporary data folder: e2e/fixtures.ts). Nothing here
 * downloads a browser. Run `npm run build` first (npm test does).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'e2e', testIgnore: /responsiveness/ },
    // A benchmark, not a timed test: it runs once the others are done, so that they do not slow it down.
    { name: 'responsiveness', testMatch: /responsiveness/, dependencies: ['e2e'] },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
        '--no-sandbox', // CI runs as root
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    video: 'off', // needs a downloaded ffmpeg
  },
});
