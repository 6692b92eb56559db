import { expect, SLIDE_LOCK_MS, test } from '../fixtures/catalogue';
import { cut } from '../fixtures/shown-text';

test('the welcome carousel wraps, shows its position and opens board details', async ({ page, catalogue }) => {
  const boards = await catalogue.boards();
  expect(boards.length).toBeGreaterThanOrEqual(3);
  const shownTitle = (index: number) => cut(boards[index].Title, 75);

  // The page's clock, so the carousel's move lock can be passed without waiting for it.
  await page.clock.install();
  await page.goto('/products/all');
  const carousel = page.getByRole('region', { name: 'Welcome boards' });
  const title = carousel.getByRole('heading', { level: 2 });
  await expect(title).toHaveText(shownTitle(0));
  await expect(carousel.getByRole('button', { name: /^Go to slide/ })).toHaveCount(boards.length);
  await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(title).toHaveText(shownTitle(boards.length - 1));
  await expect(carousel.getByRole('button', { name: `Go to slide ${boards.length}` })).toHaveAttribute('aria-current', 'true');

  await page.clock.runFor(SLIDE_LOCK_MS);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(title).toHaveText(shownTitle(0));

  await carousel.getByRole('button', { name: 'Check' }).click();
  const details = page.getByRole('dialog', { name: boards[0].Title });
  await expect(details).toContainText(boards[0].Description.split('\n')[0]);

  await page.clock.runFor(SLIDE_LOCK_MS);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(details).toHaveCount(0);
  await expect(title).toHaveText(shownTitle(1));
});

test('the welcome carousel works with the keyboard', async ({ page, catalogue }) => {
  const boards = await catalogue.boards();

  await page.goto('/products/all');
  const carousel = page.getByRole('region', { name: 'Welcome boards' });
  await carousel.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(cut(boards[1].Title, 75));

  await carousel.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: boards[1].Title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(carousel.getByRole('button', { name: 'Check' })).toBeFocused();
});
