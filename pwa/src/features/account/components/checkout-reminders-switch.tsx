import { useState } from 'react';
import { useCheckoutReminders } from '../api/get-checkout-reminders';
import { useUpdateCheckoutReminders } from '../api/update-checkout-reminders';
import './checkout-reminders-switch.css';

/** The profile's switch of the one mail sent for a checkout left unpaid or a cart left alone. */
export function CheckoutRemindersSwitch() {
  const { data: enabled } = useCheckoutReminders();
  const update = useUpdateCheckoutReminders();
  // The switch moves in the same frame; once the shop answers, it shows what was saved.
  const [moving, setMoving] = useState<boolean | undefined>(undefined);
  const toggle = (on: boolean) => {
    setMoving(on);
    update.mutate(on, { onSettled: () => setMoving(undefined) });
  };

  return (
    <section aria-labelledby="checkout-reminders-title">
      <h2 id="checkout-reminders-title" className="profile__section-title">
        Reminder mails
      </h2>
      <label className="checkout-reminders__switch">
        <input
          type="checkbox"
          role="switch"
          checked={moving ?? enabled ?? false}
          disabled={enabled === undefined}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>Remind me by mail of a checkout or cart I left</span>
      </label>
    </section>
  );
}
