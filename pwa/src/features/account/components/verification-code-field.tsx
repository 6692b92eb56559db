import { VERIFICATION_CODE_LENGTH } from '@shop/contracts/accounts/account-bodies';
import type { ComponentProps } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';

interface VerificationCodeFieldProps extends Omit<ComponentProps<typeof TextField>, 'label' | 'trailing'> {
  sending: boolean;
  /** Seconds until another code may be mailed: the button counts them down. */
  waitSeconds: number;
  onSend: () => void;
}

/** The mailed numeric code (anything but digits is dropped as it is typed), with the Send button that mails it. */
export function VerificationCodeField({ sending, waitSeconds, onSend, onChange, ...inputProps }: VerificationCodeFieldProps) {
  return (
    <TextField
      {...inputProps}
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange?.(event);
      }}
      trailing={
        <BusyButton
          type="button"
          className="button button--soft account-form__send"
          busy={sending}
          disabled={waitSeconds > 0}
          onClick={onSend}
        >
          {waitSeconds > 0 ? `Send again in ${waitSeconds} s` : 'Send'}
        </BusyButton>
      }
    />
  );
}
