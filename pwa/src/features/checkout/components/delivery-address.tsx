import { Link } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { isAddressComplete, type DeliveryAddress } from '../checkout-rules';

interface DeliveryAddressProps {
  address: DeliveryAddress;
  /** The profile's address can be changed there; an existing order's cannot. */
  editable: boolean;
}

export function DeliveryAddressBlock({ address, editable }: DeliveryAddressProps) {
  return (
    <section className="checkout__panel" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout__panel-title">
        Address
      </h2>
      <dl className="checkout-address">
        <dt>Address</dt>
        <dd>{address.location || 'Not set yet'}</dd>
        <dt>Recipient</dt>
        <dd>{address.recipient || 'Not set yet'}</dd>
        <dt>Phone</dt>
        <dd>{address.phone || 'Not set yet'}</dd>
      </dl>
      {!isAddressComplete(address) && <p className="checkout-address__problem">{CHECKOUT_MESSAGES.addressRequired}</p>}
      <p className="checkout-address__hint">{CHECKOUT_MESSAGES.addressHint}</p>
      {editable && (
        <Link className="checkout-address__edit" to="/profile">
          Edit address
        </Link>
      )}
    </section>
  );
}
