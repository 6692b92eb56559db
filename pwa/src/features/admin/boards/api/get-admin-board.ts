import { skipToken, useQuery } from '@tanstack/react-query';
import { getAdminWelcomeBoardResponseSchema } from '@shop/contracts/boards/admin-welcome-board';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { WelcomeBoard } from '../../../boards/board-model';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** A welcome board, shown or hidden. */
export async function getAdminBoard(boardId: string, signal?: AbortSignal): Promise<WelcomeBoard> {
  const path = `/welcomeBoards/admin/getWelcomeBoard/${encodeURIComponent(boardId)}`;
  return (await apiGet(path, getAdminWelcomeBoardResponseSchema, signal)).welcomeBoard;
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
