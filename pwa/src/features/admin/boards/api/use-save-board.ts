import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardQueryKeys } from '../../../boards/api/board-query-keys';
import { adminQueryKeys } from '../../admin-query-keys';
import type { AdminNotice } from '../../i18n/admin-notice';

/**
 * A board save (add or revise): once the server took it, the admin list, the edited board and the
 * shop's welcome boards are read again. Resolves to the server's message; a failure rejects.
 */
export function useSaveBoard<Fields>(save: (fields: Fields) => Promise<AdminNotice>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.boards }),
        queryClient.invalidateQueries({ queryKey: boardQueryKeys.all }),
      ]),
  });
  return mutation.mutateAsync;
}
