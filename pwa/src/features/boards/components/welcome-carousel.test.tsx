import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubApi } from '../../../test/api-stub';
import { makeBoard } from '../../../test/factories';
import { WelcomeCarousel } from './welcome-carousel';

const longTitle = 'Summer festival with Hello Kitty and friends: limited acrylic stands, charms and desk ornaments';
const boards = [
  makeBoard({
    _id: 'summer',
    Title: longTitle,
    subTitle: 'Only until the end of August, while stock lasts',
    Description: 'Come and see the whole summer collection.',
  }),
  makeBoard({ _id: 'autumn', Title: 'Autumn arrivals', subTitle: 'Cosy Jelly Cat friends' }),
];

function renderCarousel() {
  stubApi((path) =>
    path.includes('getWelcomeBoard/')
      ? { body: { success: true, welcomeBoard: boards.find((board) => path.endsWith(board._id)) } }
      : { body: { success: true, welcomeBoards: boards, totalItemNum: 2 } },
  );
  render(
    <AppProviders>
      <WelcomeCarousel />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('WelcomeCarousel', () => {
  it('cuts the title at 75 characters and the subtitle at 30', async () => {
    renderCarousel();
    const title = await screen.findByRole('heading', { level: 2 });
    expect(title.textContent).toBe(`${longTitle.slice(0, 75).trimEnd()}...`);
    expect(screen.getByText('Only until the end of August,...')).toBeTruthy();
  });

  it('opens the board details with Check and closes them on next', async () => {
    const user = renderCarousel();
    await user.click(await screen.findByRole('button', { name: 'Check' }));

    const details = screen.getByRole('dialog', { name: longTitle });
    expect(details.textContent).toContain('Come and see the whole summer collection.');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Autumn arrivals');
  });

  it('closes the details with Escape and returns focus to Check', async () => {
    const user = renderCarousel();
    await user.click(await screen.findByRole('button', { name: 'Check' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
  });
});
