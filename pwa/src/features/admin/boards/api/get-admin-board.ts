import { skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { WelcomeBoard } from '../../../boards/board-model';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** A welcome board, shown or hidden. */
export async function getAdminBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const body = await apiGet<{ welcomeBoard: WelcomeBoard }>(`/welcomeBoards/admin/getWelcomeBoard/${encodeURIComponent(boardId)}`, signal);
  return body.welcomeBoard;
}

export function useAdminBoard(boardId: string | undefined) {
  const { toastError } = useAdminToast();
  const read = useQuery({
    queryKey: adminQueryKeys.board(boardId),
    queryFn: boardId ? ({ signal }) => getAdminBoard(boardId, signal) : skipToken,
  });
  useReadFailure(read, toastError);
  return read;
}
