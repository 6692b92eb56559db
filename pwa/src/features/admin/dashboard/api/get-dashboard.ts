import type { AdminDashboard } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../config/constants';
import { ApiError, apiGet } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export async function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  const { dashboard } = await apiGet<{ dashboard?: AdminDashboard }>('/admin/dashboard', signal);
  // An answer without it (a proxy's page, an older server) reads as a failed load, not as a crash.
  if (!dashboard) throw new ApiError(MESSAGES.fetchFailed, 0);
  return dashboard;
}

export function useDashboard() {
  return useQuery({ queryKey: adminQueryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}
