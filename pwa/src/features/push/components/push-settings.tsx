import { useState } from 'react';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind, type PushPreferencesPatch } from '@shop/contracts/push';
import { BusyButton } from '../../../components/ui/busy-button';
import { usePushPreferences } from '../api/get-push-preferences';
import { useUpdatePushPreferences } from '../api/update-push-preferences';
import { useEnablePush } from '../hooks/use-enable-push';
import { PUSH_TEXT } from '../push-text';
import './push-settings.css';

/** The profile's notification settings: this device's permission and a switch per kind. */
export function PushSettings() {
  const { data: preferences } = usePushPreferences();
  const update = useUpdatePushPreferences();
  // A tapped switch moves in the same frame; once the shop answers, the switches show what it saved.
  const [moving, setMoving] = useState<PushPreferencesPatch>({});
  const { permission, enable, pending } = useEnablePush();
  const toggle = (kind: PushKind, on: boolean) => {
    setMoving((current) => ({ ...current, [kind]: on }));
    update.mutate({ [kind]: on }, { onSettled: () => setMoving(({ [kind]: _settled, ...others }) => others) });
    // A switch turned on subscribes this device too: the browser may have allowed notifications long ago while
    // the device's subscription went with a logout, and a switch reading "on" must mean pushes arrive here.
    if (on && (permission === 'granted' || permission === 'default')) void enable();
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
                checked={moving[kind] ?? preferences?.[kind] ?? false}
                disabled={!preferences}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              <span>{PUSH_KIND_LABELS[kind]}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
