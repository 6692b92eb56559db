import { useQuery } from '@tanstack/react-query';
import { adminWelcomeBoardsPageResponseSchema } from '@shop/contracts/boards/admin-welcome-board';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { WelcomeBoard } from '../../../boards/board-model';
import type { PagedList } from '../../paged-list';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** Shown and hidden welcome boards, newest first, 12 a page. */
export async function getAdminBoards(page: number, signal?: AbortSignal): Promise<PagedList<WelcomeBoard>> {
  const body = await apiGet(`/welcomeBoards/admin/getWelcomeBoards/${page}`, adminWelcomeBoardsPageResponseSchema, signal);
  return { items: body.welcomeBoards, totalItemNum: body.totalItemNum };
}

export function useAdminBoards(page: number) {
  const { toastError } = useAdminToast();
  const read = useQuery({ queryKey: adminQueryKeys.boardPage(page), queryFn: ({ signal }) => getAdminBoards(page, signal) });
  useReadFailure(read, toastError);
  return read;
}
