import type { WelcomeBoardResponse } from '@shop/contracts/boards/welcome-board';

/** A welcome board as the API sends it: the contract's type, under the name the board pages use. */
export type WelcomeBoard = WelcomeBoardResponse;
