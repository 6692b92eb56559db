import { useToast } from '../../../../components/ui/use-toast';
import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { WelcomeBoard } from '../../../boards/board-model';

/** A welcome board, shown or hidden. */
export async function getAdminBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const body = await apiGet<{ welcomeBoard: WelcomeBoard }>(`/welcomeBoards/admin/getWelcomeBoard/${encodeURIComponent(boardId)}`, signal);
  return body.welcomeBoard;
}

export function useAdminBoard(boardId: string | undefined) {
  const { showToast } = useToast();
  return useApiRead(boardId ?? null, (signal) => getAdminBoard(boardId!, signal), (error) => showToast(error.message));
}
