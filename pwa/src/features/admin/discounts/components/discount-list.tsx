import type { DiscountResponse } from '@shop/contracts/discounts/discount-code';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { useAdminText } from '../../i18n/use-admin-text';
import { useDisableDiscount } from '../api/disable-discount';

/** Every code with its rule, its uses and whether it is on; edit or disable each. */
export function DiscountList({ codes, onEdit }: { codes: DiscountResponse[]; onEdit: (code: DiscountResponse) => void }) {
  const disabling = useDisableDiscount();
  const { t } = useAdminText();
  if (codes.length === 0) return <p>{t('discounts.empty')}</p>;
  const describe = (code: DiscountResponse) =>
    code.kind === 'percent'
      ? t('discounts.percentOff', { value: code.value })
      : t('discounts.amountOff', { amount: formatUsd(dollarsToCents(code.value)) });
  const uses = (code: DiscountResponse) =>
    code.maxUses === null ? t('discounts.used', { uses: code.uses }) : t('discounts.usedOf', { uses: code.uses, maxUses: code.maxUses });
  return (
    <table className="admin-list" aria-label={t('discounts.listTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('discounts.code')}</th>
          <th scope="col">{t('discounts.discount')}</th>
          <th scope="col">{t('discounts.uses')}</th>
          <th scope="col">{t('discounts.state')}</th>
          <th scope="col">{t('discounts.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.code}>
            <td>{code.code}</td>
            <td>{describe(code)}</td>
            <td>{uses(code)}</td>
            <td>{code.active ? t('discounts.active') : t('discounts.disabled')}</td>
            <td>
              <button type="button" className="button button--soft" onClick={() => onEdit(code)}>
                {t('discounts.edit', { code: code.code })}
              </button>{' '}
              {code.active && (
                <button
                  type="button"
                  className="button button--soft"
                  disabled={disabling.isPending}
                  onClick={() => disabling.mutate(code.code)}
                >
                  {t('discounts.disable', { code: code.code })}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
