import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { WelcomeBoard } from '../../../boards/board-model';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** A welcome board, shown or hidden. */
export async function getAdminBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const body = await apiGet<{ welcomeBoard: WelcomeBoard }>(`/welcomeBoards/admin/getWelcomeBoard/${encodeURIComponent(boardId)}`, signal);
  return body.welcomeBoard;
}

export function useAdminBoard(boardId: string | undefined) {
  const { toastError } = useAdminToast();
  return useApiRead(boardId ?? null, (signal) => getAdminBoard(boardId!, signal), toastError);
}
