import type { WelcomeBoardResponse } from '@shop/contracts/boards/welcome-board';
import { escapeHtml as text, truncateText } from './html-text.js';

/*
 * The catalogue's welcome carousel as the PWA draws it (components/ui/carousel, features/boards): same
 * elements and classes, first slide shown. Its cover is the page's largest picture, so it is fetched first.
 */

/** Spec §2: a board's title and subtitle on the carousel. */
const TITLE_MAX_CHARS = 75;
const SUBTITLE_MAX_CHARS = 30;
const ARROW_PATHS = {
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z',
};

export function welcomeCarousel(boards: WelcomeBoardResponse[]): string {
  if (boards.length === 0) return '';
  const slides = boards.map((board, index) => slide(board, index, boards.length)).join('');
  const controls = boards.length > 1 ? `${arrow('previous', 'Previous slide')}${arrow('next', 'Next slide')}${dots(boards.length)}` : '';
  return `<section class="carousel" aria-roledescription="carousel" aria-label="Welcome boards"><div class="carousel__viewport">\
<div class="carousel__track" style="transform:translateX(-0%)">${slides}</div></div>${controls}</section>`;
}

function slide(board: WelcomeBoardResponse, index: number, count: number): string {
  const shown = index === 0;
  const subtitle = board.subTitle
    ? `<p class="welcome-slide__subtitle" title="${text(board.subTitle)}">${text(truncateText(board.subTitle, SUBTITLE_MAX_CHARS))}</p>`
    : '';
  return `<div class="carousel__slide" role="group" aria-roledescription="slide" aria-label="${index + 1} of ${count}" \
aria-hidden="${!shown}"${shown ? '' : ' inert'}><div class="welcome-slide">\
<img class="welcome-slide__cover" src="${text(board.Cover)}" alt=""${shown ? ' fetchpriority="high"' : ' loading="lazy"'}>\
<div class="welcome-slide__text"><h2 class="welcome-slide__title" title="${text(board.Title)}">${text(truncateText(board.Title, TITLE_MAX_CHARS))}</h2>\
${subtitle}<button type="button" class="button button--primary welcome-slide__check">Check</button></div></div></div>`;
}

function arrow(direction: keyof typeof ARROW_PATHS, label: string): string {
  return `<button type="button" class="icon-button icon-button--floating carousel__arrow carousel__arrow--${direction}" aria-label="${label}">\
<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ARROW_PATHS[direction]}" fill="currentColor"></path></svg></button>`;
}

function dots(count: number): string {
  const dot = (index: number) =>
    `<button type="button" class="carousel__dot" aria-label="Go to slide ${index + 1}"${index === 0 ? ' aria-current="true"' : ''}></button>`;
  return `<div class="carousel__dots">${Array.from({ length: count }, (_, index) => dot(index)).join('')}</div>`;
}
