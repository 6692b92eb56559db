import { useEffect } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useEnablePush } from '../hooks/use-enable-push';
import { PUSH_TEXT } from '../push-text';
import { enablePushOnThisDevice, pushPermission } from '../push-device';

/**
 * After a paid order: offers notifications to a shopper never asked before (the reason is the order just
 * paid); a shopper who allowed them already has this device's subscription brought up to date.
 */
export function OrderPushOffer() {
  const { permission, enable, pending } = useEnablePush();

  useEffect(() => {
    // A refresh in the background: the shopper asked for nothing here, so a failure stays quiet.
    if (pushPermission() === 'granted') enablePushOnThisDevice().catch(() => undefined);
  }, []);

  if (permission !== 'default') return null;
  return (
    <div className="order-push-offer">
      <p>{PUSH_TEXT.orderOffer}</p>
      <BusyButton className="button button--soft" busy={pending} onClick={enable}>
        {PUSH_TEXT.orderOfferButton}
      </BusyButton>
    </div>
  );
}
