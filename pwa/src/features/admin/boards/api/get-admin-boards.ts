import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { WelcomeBoard } from '../../../boards/board-model';
import type { PagedList } from '../../paged-list';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** Shown and hidden welcome boards, newest first, 12 a page. */
export async function getAdminBoards(page: number, signal?: AbortSignal): Promise<PagedList<WelcomeBoard>> {
  const body = await apiGet<{ welcomeBoards?: WelcomeBoard[]; totalItemNum?: number }>(
    `/welcomeBoards/admin/getWelcomeBoards/${page}`,
    signal,
  );
  return { items: body.welcomeBoards ?? [], totalItemNum: body.totalItemNum ?? 0 };
}

export function useAdminBoards(page: number) {
  const { toastError } = useAdminToast();
  return useApiRead(`admin-boards/${page}`, (signal) => getAdminBoards(page, signal), toastError);
}
