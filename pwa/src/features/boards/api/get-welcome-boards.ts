import { useToast } from '../../../components/ui/use-toast';
import { WELCOME_BOARDS_PAGE } from '../../../config/constants';
import { apiGet } from '../../../lib/api-client';
import { useCachedRead } from '../../../lib/use-cached-read';
import { useReadFailure } from '../../../lib/use-read-failure';
import type { WelcomeBoard } from '../board-model';
import { boardQueryKeys } from './board-query-keys';

export async function getWelcomeBoards(page: number, signal?: AbortSignal): Promise<WelcomeBoard[]> {
  return (
    await apiGet(
      `/welcomeBoards/getWelcomeBoards/${page}`,
      () => import('@shop/contracts/boards/welcome-board').then((contract) => contract.welcomeBoardsPageResponseSchema),
      signal,
    )
  ).welcomeBoards;
}

/** The storefront shows the first page of boards. */
export function useWelcomeBoards() {
  const { showToast } = useToast();
  const read = useCachedRead(boardQueryKeys.page(WELCOME_BOARDS_PAGE), (signal) => getWelcomeBoards(WELCOME_BOARDS_PAGE, signal));
  useReadFailure(read, (error) => showToast(error.message));
  return read;
}
