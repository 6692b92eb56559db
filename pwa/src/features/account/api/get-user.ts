import type { UserProfileResponse } from '@shop/contracts/users/user';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { accountQueryKeys } from './account-query-keys';

export async function getUser(signal?: AbortSignal): Promise<UserProfileResponse> {
  return (
    await apiGet('/users/getUser', () => import('@shop/contracts/users/user').then((contract) => contract.getUserResponseSchema), signal)
  ).user;
}

/** The profile, read once `enabled` (after the auth check); a failure shows the spec's toast, unless the network is down. */
export function useUser(enabled: boolean) {
  const { showToast } = useToast();
  const read = useQuery({ queryKey: accountQueryKeys.user, queryFn: ({ signal }) => getUser(signal), enabled });
  useReadFailure(read, (error) => {
    if (error.status !== 0) showToast(error.message);
  });
  return read;
}
