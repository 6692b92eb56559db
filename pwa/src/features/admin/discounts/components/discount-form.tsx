import type { CreateDiscountBody, DiscountKind, DiscountResponse } from '@shop/contracts/discounts/discount-code';
import { type SyntheticEvent, useId, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { FormOutcome } from '../../forms/components/form-outcome';
import { useAdminText } from '../../i18n/use-admin-text';
import { useSaveDiscount } from '../api/save-discount';

type Draft = Record<
  'code' | 'value' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerShopper' | 'categories' | 'ips',
  string
> & {
  kind: DiscountKind;
  combinesWithSale: boolean;
};

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerShopper: '',
  categories: '',
  ips: '',
  combinesWithSale: true,
};

/** The text fields, each labelled by the catalogue's `discounts.<name>`. */
const FIELDS = [
  { name: 'code' },
  { name: 'value' },
  { name: 'minSubtotal' },
  { name: 'startsAt', type: 'datetime-local' },
  { name: 'endsAt', type: 'datetime-local' },
  { name: 'maxUses' },
  { name: 'maxUsesPerShopper' },
  { name: 'categories' },
  { name: 'ips' },
] as const;

/** Creates a discount code, or edits `editing` (its code then stays as it is). */
export function DiscountForm({ editing, onDone }: { editing: DiscountResponse | null; onDone: () => void }) {
  const id = useId();
  const { t } = useAdminText();
  const [draft, setDraft] = useState<Draft>(editing ? toDraft(editing) : EMPTY);
  const saving = useSaveDiscount(editing?.code ?? null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.mutate(toBody(draft), { onSuccess: onDone });
  };
  return (
    <form className="settings-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('discounts.editTitle', { code: editing.code }) : t('discounts.newTitle')}</h2>
      <label htmlFor={`${id}-kind`}>{t('discounts.kind')}</label>
      <select id={`${id}-kind`} value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as DiscountKind })}>
        <option value="percent">{t('discounts.percent')}</option>
        <option value="fixed">{t('discounts.fixed')}</option>
      </select>
      {FIELDS.map((field) => (
        <div key={field.name} className="settings-form__field">
          <label htmlFor={`${id}-${field.name}`}>{t(`discounts.${field.name}`)}</label>
          <input
            id={`${id}-${field.name}`}
            type={'type' in field ? field.type : 'text'}
            value={draft[field.name]}
            readOnly={field.name === 'code' && editing !== null}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          />
        </div>
      ))}
      <label>
        <input
          type="checkbox"
          checked={draft.combinesWithSale}
          onChange={(event) => setDraft({ ...draft, combinesWithSale: event.target.checked })}
        />{' '}
        {t('discounts.combinesWithSale')}
      </label>
      <BusyButton type="submit" busy={saving.isPending}>
        {editing ? t('discounts.save') : t('discounts.create')}
      </BusyButton>
      <FormOutcome error={saving.error} saved={saving.isSuccess ? t('discounts.saved') : undefined} />
    </form>
  );
}

const list = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const isoOrNull = (text: string) => (text ? new Date(text).toISOString() : null);

function toBody(draft: Draft): CreateDiscountBody {
  return {
    code: draft.code.trim().toUpperCase(),
    kind: draft.kind,
    value: Number(draft.value),
    minSubtotal: draft.minSubtotal.trim() === '' ? 0 : Number(draft.minSubtotal),
    startsAt: isoOrNull(draft.startsAt),
    endsAt: isoOrNull(draft.endsAt),
    maxUses: numberOrNull(draft.maxUses),
    maxUsesPerShopper: numberOrNull(draft.maxUsesPerShopper),
    categories: list(draft.categories),
    ips: list(draft.ips),
    combinesWithSale: draft.combinesWithSale,
  };
}

/** A stored date as a datetime-local value, in the admin's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function toDraft(code: DiscountResponse): Draft {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    minSubtotal: code.minSubtotal ? String(code.minSubtotal) : '',
    startsAt: localInput(code.startsAt),
    endsAt: localInput(code.endsAt),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerShopper: code.maxUsesPerShopper === null ? '' : String(code.maxUsesPerShopper),
    categories: code.categories.join(', '),
    ips: code.ips.join(', '),
    combinesWithSale: code.combinesWithSale,
  };
}
