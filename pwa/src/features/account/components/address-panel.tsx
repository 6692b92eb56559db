import { reviseLocationBodySchema, type ReviseLocationBody as AddressValues } from '@shop/contracts/users/user-bodies';
import { useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/use-toast';
import { useReviseLocation } from '../api/revise-location';
import { useAccountForm } from '../hooks/use-account-form';
import { AddressDetails } from '../../../components/ui/address-details';
import './address-panel.css';

/** The delivery address, recipient and phone, with an Edit form (spec §5 Address update). */
export function AddressPanel({ saved }: { saved: AddressValues }) {
  const [address, setAddress] = useState(saved);
  const [editing, setEditing] = useState(false);
  const headingId = useId();

  return (
    <section className="address-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="address-panel__title">
        Address
      </h2>
      {editing ? (
        <AddressForm
          saved={address}
          onSaved={(values) => {
            setAddress(values);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <AddressDetails address={address} />
          <button type="button" className="button button--soft" onClick={() => setEditing(true)}>
            Edit address
          </button>
        </>
      )}
    </section>
  );
}

interface AddressFormProps {
  saved: AddressValues;
  onSaved: (values: AddressValues) => void;
  onCancel: () => void;
}

function AddressForm({ saved, onSaved, onCancel }: AddressFormProps) {
  const form = useAccountForm(reviseLocationBodySchema, saved);
  const revise = useReviseLocation();
  const { showToast } = useToast();

  // Sent as the schema stores it: trimmed, the phone in the spec's own form.
  const submit = form.handleSubmit((values) => {
    const body = reviseLocationBodySchema.parse(values);
    revise.mutate(body, {
      onSuccess: (message) => {
        showToast(message);
        onSaved(body);
      },
    });
  });

  return (
    <form className="address-panel__form" noValidate onSubmit={submit}>
      <TextField label="Address" autoComplete="street-address" {...form.field('location')} />
      <TextField label="Recipient" autoComplete="name" {...form.field('recipient')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <div className="address-panel__actions">
        <BusyButton type="submit" busy={revise.isPending}>
          Save
        </BusyButton>
        <button type="button" className="button button--soft" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
