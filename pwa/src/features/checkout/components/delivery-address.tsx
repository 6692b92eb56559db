import { Link } from 'react-router-dom';
import { AddressDetails } from '../../../components/ui/address-details';
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
      <AddressDetails address={address} />
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
