import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import {
  ADMIN_LANGUAGE_STORAGE_KEY,
  ADMIN_LANGUAGES,
  ADMIN_NAMESPACE,
  DEFAULT_ADMIN_LANGUAGE,
  type AdminLanguage,
} from '@shop/contracts/admin-messages/catalogue';
import { adminEn } from '@shop/contracts/admin-messages/en';
import { adminZhCN } from '@shop/contracts/admin-messages/zh-CN';
import i18next from 'i18next';

export const isAdminLanguage = (value: unknown): value is AdminLanguage => ADMIN_LANGUAGES.includes(value as AdminLanguage);

function storedLanguage(): AdminLanguage {
  try {
    const stored = localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY);
    return isAdminLanguage(stored) ? stored : DEFAULT_ADMIN_LANGUAGE;
  } catch {
    return DEFAULT_ADMIN_LANGUAGE;
  }
}

/**
 * The back office's i18next, with both catalogues: in the language the admin chose last on this
 * device, Chinese (the spec's) until they choose. Only the admin chunk imports it.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  lng: storedLanguage(),
  supportedLngs: ADMIN_LANGUAGES,
  fallbackLng: false,
  ns: [ADMIN_NAMESPACE],
  defaultNS: ADMIN_NAMESPACE,
  resources: { 'zh-CN': { [ADMIN_NAMESPACE]: adminZhCN }, en: { [ADMIN_NAMESPACE]: adminEn } },
  initAsync: false,
  // React escapes what it renders; i18next escaping too would show "&amp;".
  interpolation: { escapeValue: false },
});

/** A catalogue message as the English back office says it, whatever the admin reads. */
export function inEnglish(message: AdminMessage): string {
  const english = adminI18n.getFixedT('en') as unknown as (key: string, params?: AdminMessage['params']) => string;
  return english(message.key, message.params);
}

adminI18n.on('languageChanged', (language) => {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
});
