import type { WelcomeBoardResponse } from '@shop/contracts/boards/welcome-board';
import { escapeHtml as text, truncateText } from './html-text.js';

/*
 * The catalogue's welcome carousel as the PWA draws it (components/ui/carousel, features/boards): same
 * elements and classes, first slide shown. Its cover is the page's largest picture, so it is fetched first.
 * Like the rest of the server's page it has no control that would do nothing until the app takes over: the
 * arrows and dots (laid over the carousel, so leaving them out moves nothing) come with the app, and Check
 * is its look alone.
 */

/** Spec §2: a board's title and subtitle on the carousel. */
const TITLE_MAX_CHARS = 75;
const SUBTITLE_MAX_CHARS = 30;

export function welcomeCarousel(boards: WelcomeBoardResponse[]): string {
  if (boards.length === 0) return '';
  const slides = boards.map((board, index) => slide(board, index, boards.length)).join('');
  return `<section class="carousel" aria-roledescription="carousel" aria-label="Welcome boards"><div class="carousel__viewport">\
<div class="carousel__track" style="transform:translateX(-0%)">${slides}</div></div></section>`;
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
${subtitle}<span class="button button--primary welcome-slide__check">Check</span></div></div></div>`;
}
