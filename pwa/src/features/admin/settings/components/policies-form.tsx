import { POLICY_NAMES, type PolicySettings } from '@shop/contracts/settings/policy-settings';
import { type SyntheticEvent, useId, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { useSavePolicies } from '../api/save-policies';
import { FormOutcome } from '../../forms/components/form-outcome';
import { useAdminText } from '../../i18n/use-admin-text';

/** The /policy texts: plain text, a blank line between paragraphs, links written as URLs. */
export function PoliciesForm({ policies }: { policies: PolicySettings }) {
  const id = useId();
  const { t } = useAdminText();
  const [texts, setTexts] = useState(policies);
  const saving = useSavePolicies();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.mutate(texts);
  };
  return (
    <form className="settings-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.policiesTitle')}</h2>
      <p className="settings-form__note">{t('settings.policiesNote')}</p>
      {POLICY_NAMES.map((name) => (
        <div key={name} className="settings-form__field">
          <label htmlFor={`${id}-${name}`}>{t(`settings.policy.${name}`)}</label>
          <textarea
            id={`${id}-${name}`}
            rows={6}
            value={texts[name]}
            onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
          />
        </div>
      ))}
      <BusyButton type="submit" busy={saving.isPending}>
        {t('settings.savePolicies')}
      </BusyButton>
      <FormOutcome error={saving.error} saved={saving.isSuccess ? t('settings.policiesSaved') : undefined} />
    </form>
  );
}
