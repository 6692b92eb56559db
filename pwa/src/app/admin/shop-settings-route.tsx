import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminPolicies } from '../../features/admin/settings/api/get-admin-policies';
import { useShippingSettings } from '../../features/admin/settings/api/get-shipping-settings';
import { PoliciesForm } from '../../features/admin/settings/components/policies-form';
import { ShippingSettingsForm } from '../../features/admin/settings/components/shipping-settings-form';
import { AdminPage } from './admin-page';

/** Not in the spec (issue 33): the shipping rate and the policy texts. */
export function ShopSettingsRoute() {
  const shipping = useShippingSettings();
  const policies = useAdminPolicies();
  return (
    <AdminPage title="Shop settings" back={{ to: ADMIN_PATHS.menu, label: 'Menu' }}>
      {shipping.data ? <ShippingSettingsForm settings={shipping.data} /> : <p role="status">Loading the shipping rate…</p>}
      {policies.data ? <PoliciesForm policies={policies.data} /> : <p role="status">Loading the policies…</p>}
    </AdminPage>
  );
}
