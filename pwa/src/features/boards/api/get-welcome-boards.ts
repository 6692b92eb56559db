import { useToast } from '../../../components/ui/use-toast';
import { WELCOME_BOARDS_PAGE } from '../../../config/constants';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type { WelcomeBoard } from '../board-model';

export async function getWelcomeBoards(page: number, signal?: AbortSignal): Promise<WelcomeBoard[]> {
  const body = await apiGet<{ welcomeBoards?: WelcomeBoard[] }>(`/welcomeBoards/getWelcomeBoards/${page}`, signal);
  return body.welcomeBoards ?? [];
}

/** The storefront shows the first page of boards. */
export function useWelcomeBoards() {
  const { showToast } = useToast();
  return useApiRead(
    `boards/${WELCOME_BOARDS_PAGE}`,
    (signal) => getWelcomeBoards(WELCOME_BOARDS_PAGE, signal),
    (error) => showToast(error.message),
  );
}
