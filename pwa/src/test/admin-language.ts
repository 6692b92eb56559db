import type { AdminLanguage } from '@shop/contracts/admin-messages/catalogue';
import { beforeEach } from 'vitest';
import { adminI18n } from '../features/admin/i18n/admin-i18n';

/** The back office opens in Chinese; a test that reads its English texts starts each test in English. */
export function startAdminTestsIn(language: AdminLanguage) {
  beforeEach(async () => {
    await adminI18n.changeLanguage(language);
  });
}
