import { useId } from 'react';
import './admin-form.css';

interface YesNoChoiceProps {
  legend: string;
  yesLabel: string;
  noLabel: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** Two radios for one boolean, e.g. listed / unlisted. */
export function YesNoChoice({ legend, yesLabel, noLabel, value, onChange }: YesNoChoiceProps) {
  const name = useId();
  const choices = [
    { choice: true, label: yesLabel },
    { choice: false, label: noLabel },
  ];
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      {choices.map(({ choice, label }) => (
        <label key={label} className="choice-group__choice">
          <input type="radio" name={name} checked={choice === value} onChange={() => onChange(choice)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
