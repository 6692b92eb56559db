import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import type { WelcomeBoard } from '../board-model';
import { boardQueryKeys } from './board-query-keys';

export async function getWelcomeBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const path = `/welcomeBoards/getWelcomeBoard/${encodeURIComponent(boardId)}`;
  return (
    await apiGet(
      path,
      () => import('@shop/contracts/boards/welcome-board').then((contract) => contract.getWelcomeBoardResponseSchema),
      signal,
    )
  ).welcomeBoard;
}

/** The overlay already shows the list's copy of the board, so a failed refresh stays silent. */
export function useWelcomeBoard(boardId: string | null) {
  return useCachedRead(boardQueryKeys.board(boardId), boardId ? (signal) => getWelcomeBoard(boardId, signal) : null);
}
