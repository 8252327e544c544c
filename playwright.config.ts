import os from 'node:os';
import { defineConfig } from '@playwright/test';

// The long trials (over a minute a test) are a project of their own: listed first, they start at once beside the
// rest, and .ci/run runs them as a job of their own (`--project long-trials`) beside the other suites.
const longTrials = ['offline-day.spec.ts'];
// Specs of what the browser alone decides (axe findings, the Content-Security-Policy, where the focus goes, the
// sidebar at 375 px): the database under the server changes none of it, so a run on PostgreSQL leaves them to the
// run on SQLite, a quarter of the suite's time (they sell and read through the same API as every other spec).
const browserOnly = ['accessibility.spec.ts', 'security.spec.ts', 'keyboard-till.spec.ts', 'mobile-sidebar.spec.ts'];
const onPostgres = Boolean(process.env.TILLWISE_E2E_POSTGRES_URL);
// The till on a tablet (issue 42): the till's, payment's, refund's, parked sale's and quote's tests tagged @tablet run again
// as an iPad in portrait and in landscape, touch and a device scale factor of 2; the tablet spec runs only there.
const tabletSpecs = [
  'tablet-till.spec.ts',
  'pos.spec.ts',
  'tenders-split-and-gift-cards.spec.ts',
  'tenders-cash-rounding-and-taxes.spec.ts',
  'returns.spec.ts',
  'parked-sales.spec.ts',
  'till-new-customer.spec.ts',
  'refund-destination.spec.ts',
  'owner-store-quotes.spec.ts',
];
const tablet = (name: string, viewport: { width: number; height: number }) => ({
  name,
  testMatch: tabletSpecs,
  grep: /@tablet/,
  use: { viewport, hasTouch: true, deviceScaleFactor: 2 },
});

export default defineConfig({
  testDir: 'e2e',
  // Builds the web app and seeds the demo store once; each worker's server starts from a copy (e2e/fixtures.ts).
  globalSetup: './e2e/global-setup.ts',
  // A file's tests run in order in one worker; files run side by side, one worker (and server) per core and one
  // more: a test waiting on its server's answer or an animation leaves its core to another (2 cores: 339 → 308 s
  // for the same CPU; with the service worker's precache in every context they were CPU-bound and more were slower).
  fullyParallel: false,
  workers: os.availableParallelism() + 1,
  retries: 0,
  // Limits that catch a hang, not a busy machine (two cores running two browsers, their servers and PostgreSQL):
  // every step waits on what a person would see.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Names the slowest files at the end of a run, to be made cheaper.
  reportSlowTests: { max: 10, threshold: 20_000 },
  use: {
    // Recording a trace of every test (to keep those that fail) took a third of the suite's CPU; a failure keeps
    // its page snapshot (error-context.md) and a screenshot, and `--trace retain-on-failure` records traces again.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline shell's service worker precaches the whole app (about 200 files, 2 MB) in every new browser
    // context: a third of the CPU a test's first page costs. It is the subject of the offline specs, which allow
    // it (`test.use({ serviceWorkers: 'allow' })`); every other spec loads the app from the server, as a till does
    // before its service worker is installed.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'long-trials', testMatch: longTrials },
    {
      name: 'chromium',
      testIgnore: onPostgres
        ? [...longTrials, ...browserOnly, 'tablet-till.spec.ts']
        : [...longTrials, 'tablet-till.spec.ts'],
    },
    tablet('tablet-portrait', { width: 810, height: 1080 }),
    tablet('tablet-landscape', { width: 1180, height: 820 }),
  ],
});
