import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueQueryKeys } from '../../../catalogue/api/catalogue-query-keys';
import { adminQueryKeys } from '../../admin-query-keys';
import type { AdminNotice } from '../../i18n/admin-notice';

/**
 * A product save (add or revise): once the server took it, the admin lists, the edited product, the
 * dashboard and the shop's catalogue are read again. Resolves to the server's message; a failure rejects.
 */
export function useSaveProduct<Fields>(save: (fields: Fields) => Promise<AdminNotice>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.products }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: catalogueQueryKeys.all }),
      ]),
  });
  return mutation.mutateAsync;
}
