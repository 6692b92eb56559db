import { useId } from 'react';
import { Link } from 'react-router-dom';

interface PolicyAgreementProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

export function PolicyAgreement({ checked, error, onChange }: PolicyAgreementProps) {
  const id = useId();
  return (
    <div className={error ? 'policy-agreement policy-agreement--invalid' : 'policy-agreement'}>
      <input
        id={id}
        type="checkbox"
        className="policy-agreement__box"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        I agree with the <Link to="/policy">website policies</Link>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error policy-agreement__error">
          {error}
        </p>
      )}
    </div>
  );
}
