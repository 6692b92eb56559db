import { defineConfig, devices } from '@playwright/test';
import { backendLogFile, e2ePort, firstE2ePort } from './fixtures/backend-log';
import { CODE_MAIL_INTERVAL_SECONDS } from './fixtures/mailbox';

/**
 * Each context is a window of its own, and Chromium preloads the omnibox's WebUI popup in each, in a renderer that
 * follows every navigation: about a second of CPU per test for an address bar no journey sees. Chromium keeps only
 * the last --disable-features, so this one repeats the features Playwright 1.65 disables by default (its documented
 * launch defaults: stable navigations, no start-up requests to Google) before adding the omnibox's.
 */
const disabledChromiumFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

// The backend serves the built PWA and the API on one origin (`npm run build` at the root first). Each worker has a
// shop of its own (its own port, in-memory data and mail log), so that the two run their journeys side by side as
// one worker ran them all: the journeys mostly wait (server round trips, page loads), two keep the cores busier.
const workers = 2;
const originOf = (port: number) => `http://127.0.0.1:${port}`;

/** The shop of the worker that uses `port`, started with the run. */
function shop(port: number) {
  return {
    // Its stdout (with the mails it prints for want of SMTP) goes to a file the account journeys read.
    command: `mkdir -p .tmp && node ../backend/dist/main.js > '${backendLogFile(port)}'`,
    url: `${originOf(port)}/api/health`,
    // PUBLIC_URL is the origin the browser sends: the CSRF guard refuses writes from any other.
    env: {
      PORT: String(port),
      DATA_DIR: ':memory:',
      NODE_ENV: 'test',
      PUBLIC_URL: originOf(port),
      CODE_MAIL_INTERVAL_SECONDS: String(CODE_MAIL_INTERVAL_SECONDS),
      // Every register and login hashes a password: the least memory argon2 allows (production refuses it).
      PASSWORD_HASH_MEMORY_KIB: '8',
      // The web push journey's stand-in browser subscribes on a made-up push service (Chromium here reaches none).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      // The journeys' one shopper checks out more often than a shopper's checkout budget allows (API tests test it).
      CHECKOUT_HOLD_LIMITS: 'off',
    },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './specs',
  outputDir: './.tmp/test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // This worker's shop (e2ePort is the first one's in the main process, which opens no page).
    baseURL: originOf(e2ePort),
    viewport: { width: 1280, height: 800 },
    // The shop honours it (spec: motion stops): no journey asserts an animation, and the background cubes and
    // account scenes no longer repaint every frame while a journey runs, nor hold up clicks on sliding drawers.
    reducedMotion: 'reduce',
    // Each fresh context would install the service worker and precache the whole app (about 190 files): the
    // journeys about offline use, installing and push allow it (test.use in their files), the others see the
    // shop as on a first visit, before the worker has taken over.
    serviceWorkers: 'block',
    // No trace: recording one for every journey, to keep the failed ones', cost them 45% more CPU time (4 specs,
    // 2 workers, load 9-14: 51 CPU s without, 66 with DOM snapshots only, 74 with the screencast too). A failure still
    // leaves the page's snapshot (error-context.md) and a screenshot; `npx playwright test --trace on` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright's own browser download cannot run here: use the system Chromium.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Playwright already passes --disable-background-networking, --disable-extensions, --disable-dev-shm-usage,
      // --disable-sync, --no-first-run and the like.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', `--disable-features=${disabledChromiumFeatures.join(',')}`],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => shop(firstE2ePort + index)),
});
