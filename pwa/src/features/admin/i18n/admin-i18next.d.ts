import 'i18next';
import type { ADMIN_NAMESPACE } from '@shop/contracts/admin-messages/catalogue';
import type { adminEn } from '@shop/contracts/admin-messages/en';

// Type-safe keys and values for t(): the English catalogue is the shape of both.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof ADMIN_NAMESPACE;
    resources: { [ADMIN_NAMESPACE]: typeof adminEn };
  }
}
