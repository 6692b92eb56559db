import { useNavigate } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer';
import { useToast } from '../../../components/ui/use-toast';
import { formatUsd } from '@shop/contracts/money';
import { cartTotalCents } from '../cart-rules';
import { CART_MESSAGES } from '../cart-messages';
import { useCartLines } from '../hooks/use-cart-lines';
import { useRefreshOnOpen } from '../hooks/use-refresh-on-open';
import { CartChangesNotice } from './cart-changes-notice';
import { CartLineItem } from './cart-line-item';
import { ShippingEstimate } from './shipping-estimate';
import './cart-drawer.css';

export function CartDrawer({ onClose }: { onClose: () => void }) {
  const lines = useCartLines();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { changes, pictures } = useRefreshOnOpen();

  const checkOut = () => {
    if (!lines?.length) {
      showToast(CART_MESSAGES.empty);
      return;
    }
    onClose();
    void navigate('/checkout');
  };

  return (
    <Drawer
      title="Cart"
      onClose={onClose}
      footer={
        <>
          <ShippingEstimate subtotalCents={cartTotalCents(lines ?? [])} />
          <p className="cart-drawer__total">
            <span>Total</span>
            <output aria-label="Total">{formatUsd(cartTotalCents(lines ?? []))}</output>
          </p>
          <button type="button" className="button button--primary" onClick={checkOut}>
            Check Out
          </button>
        </>
      }
    >
      <CartChangesNotice changes={changes} />
      {lines?.length === 0 && <p className="cart-drawer__empty">Your cart is empty.</p>}
      {lines && lines.length > 0 && (
        <ul className="cart-drawer__lines" aria-label="Cart lines">
          {lines.map((line) => (
            <CartLineItem key={`${line.proid}/${line.subType}`} line={line} picture={pictures.get(`${line.proid}/${line.subType}`)} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
