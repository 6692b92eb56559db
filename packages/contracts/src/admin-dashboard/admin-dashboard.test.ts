import { describe, expect, it } from 'vitest';
import { adminDashboardResponseSchema } from './admin-dashboard.js';

const dashboard = {
  days: [{ date: '2026-11-26', orders: 2, revenue: 25.98 }],
  revenue: 25.98,
  paidOrders: 2,
  waiting: [{ status: 'Paid', count: 1 }],
  topProducts: [{ proid: '665f1c2b9a1e4b0012345678', name: 'Bunny keychain', units: 2, revenue: 25.98 }],
  lowStockThreshold: 5,
  lowStock: [{ proid: '665f1c2b9a1e4b0012345678', name: 'Bunny keychain', subType: 'Pink', left: 1 }],
  lowStockTotal: 1,
  unreadChats: { conversations: 1, messages: 3 },
};

describe('admin dashboard response', () => {
  it('accepts the dashboard with its catalogue message', () => {
    const answer = { success: true, dashboard, message: 'Dashboard loaded.', messageKeys: [{ key: 'dashboard.loaded' }] };
    expect(adminDashboardResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects a waiting count for a status the shop does not have', () => {
    const answer = { success: true, dashboard: { ...dashboard, waiting: [{ status: 'Lost', count: 1 }] }, message: '' };
    expect(adminDashboardResponseSchema.safeParse(answer).success).toBe(false);
  });
});
