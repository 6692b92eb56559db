import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type { WelcomeBoard } from '../board-model';

export async function getWelcomeBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const body = await apiGet<{ welcomeBoard: WelcomeBoard }>(
    `/welcomeBoards/getWelcomeBoard/${encodeURIComponent(boardId)}`,
    signal,
  );
  return body.welcomeBoard;
}

/** The overlay already shows the list's copy of the board, so a failed refresh stays silent. */
export function useWelcomeBoard(boardId: string | null) {
  return useApiRead(boardId, (signal) => getWelcomeBoard(boardId!, signal));
}
