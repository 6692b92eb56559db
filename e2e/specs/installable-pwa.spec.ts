import { expect, test } from '@playwright/test';
import { untilServiceWorkerControls } from '../fixtures/service-worker';

test.use({ serviceWorkers: 'allow' });

test('the manifest is valid and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();

  const response = await request.get(manifestHref!);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ short_name: 'Kawaii Shop', start_url: '/', display: 'standalone' });
  expect(manifest.name).toContain('Kawaii Shop');
  // The shop turns with the phone or tablet: no locked orientation.
  expect(manifest.orientation).toBeUndefined();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
    const png = await image.body();
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('the service worker controls the page', async ({ page }) => {
  await page.goto('/');
  await untilServiceWorkerControls(page);
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(new URL(scriptUrl).pathname).toBe('/sw.js');
});
