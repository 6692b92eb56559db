import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

let now = 1_000;

function renderCarousel(onMove = vi.fn()) {
  render(
    <Carousel
      items={['Strawberry', 'Mint', 'Lavender']}
      label="Welcome boards"
      getKey={(item) => item}
      renderSlide={(item) => <p>{item} board</p>}
      onMove={onMove}
    />,
  );
  return onMove;
}

const visibleSlide = () => screen.getByRole('group').textContent;

describe('Carousel', () => {
  beforeEach(() => {
    now = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('wraps from the last slide to the first and back', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(visibleSlide()).toBe('Strawberry board');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('Lavender board');

    now += 300;
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('Strawberry board');
  });

  it('ignores moves within 300 ms of the last one', async () => {
    const user = userEvent.setup();
    const onMove = renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    now += 299;
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('Mint board');
    expect(onMove).toHaveBeenCalledTimes(1);

    now += 1;
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('Lavender board');
  });

  it('shows the position with dots and jumps to a dot', async () => {
    const user = userEvent.setup();
    renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('group', { name: '3 of 3' }).textContent).toBe('Lavender board');
  });

  it('moves with the arrow keys', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Welcome boards' });

    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(visibleSlide()).toBe('Lavender board');
    now += 300;
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(visibleSlide()).toBe('Strawberry board');
  });
});
