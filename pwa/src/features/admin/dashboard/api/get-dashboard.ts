import { type AdminDashboard, adminDashboardResponseSchema } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export async function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return (await apiGet('/admin/dashboard', adminDashboardResponseSchema, signal)).dashboard;
}

export function useDashboard() {
  return useQuery({ queryKey: adminQueryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}
