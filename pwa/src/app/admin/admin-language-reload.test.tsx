import { ADMIN_LANGUAGE_STORAGE_KEY } from '@shop/contracts/admin-messages/catalogue';
import { describe, expect, it, vi } from 'vitest';

// Loads the admin modules afresh, as a reload does: vitest.config.ts runs it with a registry of its own.
describe('the back office language after a reload', () => {
  it('opens in the language chosen before on this device, and in Chinese when the stored choice is not a language', async () => {
    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, 'en');
    vi.resetModules();
    const { adminI18n } = await import('../../features/admin/i18n/admin-i18n');
    expect(adminI18n.language).toBe('en');

    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, 'fr');
    vi.resetModules();
    expect((await import('../../features/admin/i18n/admin-i18n')).adminI18n.language).toBe('zh-CN');
  });
});
