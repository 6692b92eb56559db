import { defineConfig } from '@playwright/test';
import browserJourneys from '../playwright.config';
import { cluster } from './cluster';

// The browser settings of the single-instance journeys; the shops and the proxy are started by
// scripts/cluster-test.mjs (`npm run test:cluster`), so there is no webServer here.
export default defineConfig({
  ...browserJourneys,
  testDir: '.',
  // One cluster for all its journeys.
  workers: 1,
  outputDir: '../.tmp/cluster-results',
  timeout: 90_000,
  // Two shops, the database, Redis, nginx and Chromium share the machine's cores here: a page takes longer.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/cluster-results.json' }]],
  use: { ...browserJourneys.use, baseURL: cluster.url },
  webServer: undefined,
});
