import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminPolicies } from '../../features/admin/settings/api/get-admin-policies';
import { useShippingSettings } from '../../features/admin/settings/api/get-shipping-settings';
import { PoliciesForm } from '../../features/admin/settings/components/policies-form';
import { ShippingSettingsForm } from '../../features/admin/settings/components/shipping-settings-form';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';

/** Not in the spec (issue 33): the shipping rate and the policy texts. */
export function ShopSettingsRoute() {
  const shipping = useShippingSettings();
  const policies = useAdminPolicies();
  const { t } = useAdminText();
  return (
    <AdminPage title={t('settings.title')} back={{ to: ADMIN_PATHS.menu, label: t('settings.menu') }}>
      {shipping.data ? <ShippingSettingsForm settings={shipping.data} /> : <p role="status">{t('settings.loadingShipping')}</p>}
      {policies.data ? <PoliciesForm policies={policies.data} /> : <p role="status">{t('settings.loadingPolicies')}</p>}
    </AdminPage>
  );
}
