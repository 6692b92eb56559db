import { VERIFICATION_CODE_LENGTH } from '@shop/contracts/accounts/account-bodies';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/text-field';

interface VerificationCodeFieldProps {
  value: string;
  error?: string;
  onChange: (code: string) => void;
  sending: boolean;
  onSend: () => void;
}

/** The mailed numeric code, with the Send button that mails it. */
export function VerificationCodeField({ value, error, onChange, sending, onSend }: VerificationCodeFieldProps) {
  return (
    <TextField
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      trailing={
        <BusyButton type="button" className="button button--soft account-form__send" busy={sending} onClick={onSend}>
          Send
        </BusyButton>
      }
    />
  );
}
