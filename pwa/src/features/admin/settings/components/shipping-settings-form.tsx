import { dollarsToCents, formatDecimalDollars } from '@shop/contracts/money';
import type { ShippingSettings } from '@shop/contracts/settings/shipping-settings';
import { type SyntheticEvent, useId, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { FormOutcome } from '../../forms/components/form-outcome';
import { useAdminText } from '../../i18n/use-admin-text';
import { useSaveShippingSettings } from '../api/save-shipping-settings';
import './settings-forms.css';

const inputDollars = (dollars: number) => formatDecimalDollars(dollarsToCents(dollars));

/** The flat shipping rate and the subtotal from which shipping is free (empty: never). */
export function ShippingSettingsForm({ settings }: { settings: ShippingSettings }) {
  const id = useId();
  const { t } = useAdminText();
  const [flatRate, setFlatRate] = useState(inputDollars(settings.flatRate));
  const [freeOver, setFreeOver] = useState(settings.freeOver === null ? '' : inputDollars(settings.freeOver));
  const saving = useSaveShippingSettings();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.mutate({ flatRate: Number(flatRate), freeOver: freeOver.trim() === '' ? null : Number(freeOver) });
  };
  return (
    <form className="settings-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.shippingTitle')}</h2>
      <label htmlFor={`${id}-flat`}>{t('settings.flatRate')}</label>
      <input id={`${id}-flat`} inputMode="decimal" value={flatRate} onChange={(event) => setFlatRate(event.target.value)} />
      <label htmlFor={`${id}-free`}>{t('settings.freeOver')}</label>
      <input id={`${id}-free`} inputMode="decimal" value={freeOver} onChange={(event) => setFreeOver(event.target.value)} />
      <BusyButton type="submit" busy={saving.isPending}>
        {t('settings.saveShipping')}
      </BusyButton>
      <FormOutcome error={saving.error} saved={saving.isSuccess ? t('settings.shippingSaved') : undefined} />
    </form>
  );
}
