import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Link } from 'react-router-dom';

interface PolicyAgreementProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function PolicyAgreement({ error, ...checkboxProps }: PolicyAgreementProps) {
  const id = useId();
  return (
    <div className={error ? 'policy-agreement policy-agreement--invalid' : 'policy-agreement'}>
      <input
        {...checkboxProps}
        id={id}
        type="checkbox"
        className="policy-agreement__box"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
