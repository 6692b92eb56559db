import type { DiscountResponse } from '@shop/contracts/discounts/discount-code';
import { useDisableDiscount } from '../api/disable-discount';

const describe = (code: DiscountResponse) => (code.kind === 'percent' ? `${code.value}% off` : `$${code.value.toFixed(2)} off`);
const limit = (code: DiscountResponse) => (code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`);

/** Every code with its rule, its uses and whether it is on; edit or disable each. */
export function DiscountList({ codes, onEdit }: { codes: DiscountResponse[]; onEdit: (code: DiscountResponse) => void }) {
  const disabling = useDisableDiscount();
  if (codes.length === 0) return <p>No discount codes yet.</p>;
  return (
    <table className="admin-list" aria-label="Discount codes">
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Discount</th>
          <th scope="col">Uses</th>
          <th scope="col">State</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.code}>
            <td>{code.code}</td>
            <td>{describe(code)}</td>
            <td>{limit(code)}</td>
            <td>{code.active ? 'Active' : 'Disabled'}</td>
            <td>
              <button type="button" className="button button--soft" onClick={() => onEdit(code)}>
                Edit {code.code}
              </button>{' '}
              {code.active && (
                <button
                  type="button"
                  className="button button--soft"
                  disabled={disabling.isPending}
                  onClick={() => disabling.mutate(code.code)}
                >
                  Disable {code.code}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
