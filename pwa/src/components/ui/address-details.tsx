import type { ReviseLocationBody as AddressValues } from '@shop/contracts/users/user-bodies';
import './address-details.css';

/** The delivery address, recipient and phone as a definition list, "Not set yet" where empty. */
export function AddressDetails({ address }: { address: AddressValues }) {
  return (
    <dl className="address-details">
      <dt>Address</dt>
      <dd>{address.location || 'Not set yet'}</dd>
      <dt>Recipient</dt>
      <dd>{address.recipient || 'Not set yet'}</dd>
      <dt>Phone</dt>
      <dd>{address.phone || 'Not set yet'}</dd>
    </dl>
  );
}
