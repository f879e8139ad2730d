import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, useFieldIds, type FieldFrame } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  options: readonly SelectOption[];
  /** A first, empty option ("Choose…"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native select: on phones the platform's own picker is the accessible, familiar choice
 * (a custom listbox would need its own touch and screen-reader handling for no gain).
 */
export function Select({ label, error, hint, hideLabel, className, options, placeholder, id, ...select }: SelectProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className} ids={ids}>
      <div className="ui-input-box ui-select-box">
        <select className="ui-input ui-select" {...ids.aria} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ui-select-icon" aria-hidden />
      </div>
    </Field>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | false | null;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox, restyled, with its label as a 44 px touch target. */
export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, error, undefined);
  return (
    <div className={`ui-check${className ? ` ${className}` : ''}`}>
      <label className="ui-check-label">
        <input type="checkbox" className="ui-check-input" {...ids.aria} {...input} />
        <span>{label}</span>
      </label>
      {error && (
        <p id={ids.errorId} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | false | null;
  /** Lay the options out in a row (wrapping). */
  inline?: boolean;
}

/** Native radios in a fieldset: arrow keys move between options as browsers do. */
export function RadioGroup({ legend, name, value, options, onChange, error, inline }: RadioGroupProps) {
  const ids = useFieldIds(undefined, error, undefined);
  return (
    <fieldset className={`ui-radio-group${inline ? ' is-inline' : ''}`} aria-describedby={ids.aria['aria-describedby']}>
      <legend className="ui-field-label">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="ui-check-label">
          <input
            type="radio"
            className="ui-check-input"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {error && (
        <p id={ids.errorId} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
