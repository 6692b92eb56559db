import { useId } from 'react';
import './admin-form.css';

interface Choice<Value> {
  value: Value;
  label: string;
}

interface ChoiceGroupProps<Value> {
  legend: string;
  choices: Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A radio group, e.g. listed / unlisted. */
export function ChoiceGroup<Value extends string | boolean>({ legend, choices, value, onChange }: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="choice-group__choice">
          <input type="radio" name={name} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
