import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind, type PushPreferences } from '@shop/contracts/push';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useToast } from '../../../components/ui/use-toast';
import { usePushPreferences } from '../api/get-push-preferences';
import { useUpdatePushPreferences } from '../api/update-push-preferences';
import { useEnablePush } from '../hooks/use-enable-push';
import { PUSH_TEXT } from '../push-text';
import './push-settings.css';

/** The profile's notification settings: this device's permission and a switch per kind. */
export function PushSettings() {
  const read = usePushPreferences();
  const update = useUpdatePushPreferences();
  const { showToast } = useToast();
  const { permission, enable, pending } = useEnablePush();
  const [saved, setSaved] = useState<PushPreferences | null>(null);
  const preferences = saved ?? (read.status === 'success' ? read.data : null);

  // The switch moves at once; it moves back if the shop could not save it.
  const toggle = async (kind: PushKind, on: boolean) => {
    if (!preferences) return;
    setSaved({ ...preferences, [kind]: on });
    const answer = await update.run({ [kind]: on });
    setSaved(answer ? answer.preferences : preferences);
    if (answer) showToast(answer.message);
  };

  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="push-settings__title">
        {PUSH_TEXT.settingsTitle}
      </h2>
      {permission === 'unsupported' && <p className="push-settings__note">{PUSH_TEXT.unsupported}</p>}
      {permission === 'denied' && <p className="push-settings__note">{PUSH_TEXT.blocked}</p>}
      {permission === 'default' && (
        <div className="push-settings__offer">
          <p className="push-settings__note">{PUSH_TEXT.offerOnThisDevice}</p>
          <BusyButton className="button button--soft" busy={pending} onClick={enable}>
            {PUSH_TEXT.turnOn}
          </BusyButton>
        </div>
      )}
      <ul className="push-settings__kinds">
        {PUSH_KINDS.map((kind) => (
          <li key={kind}>
            <label className="push-settings__switch">
              <input
                type="checkbox"
                role="switch"
                checked={preferences?.[kind] ?? false}
                disabled={!preferences}
                onChange={(event) => void toggle(kind, event.target.checked)}
              />
              <span>{PUSH_KIND_LABELS[kind]}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
