import type { DiscountResponse } from '@shop/contracts/discounts/discount-code';
import { useState } from 'react';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useDiscounts } from '../../features/admin/discounts/api/get-discounts';
import { DiscountForm } from '../../features/admin/discounts/components/discount-form';
import { DiscountList } from '../../features/admin/discounts/components/discount-list';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminPage } from './admin-page';

/** Not in the spec (issue 33): create, list, edit and disable discount codes. */
export function DiscountsRoute() {
  const codes = useDiscounts();
  const { t } = useAdminText();
  const [editing, setEditing] = useState<DiscountResponse | null>(null);
  return (
    <AdminPage title={t('discounts.title')} back={{ to: ADMIN_PATHS.menu, label: t('settings.menu') }}>
      <DiscountForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {codes.data ? <DiscountList codes={codes.data} onEdit={setEditing} /> : <p role="status">{t('discounts.loading')}</p>}
    </AdminPage>
  );
}
