import type { ComponentChildren, JSX } from 'preact';
import { useT } from '../ui/context.js';
import { fromLocalInput, localInput } from './local-time.js';
import type { FormError, FormField } from './settings-form.js';

/** A field's check that failed, in words, tied to its input (`aria-describedby`). */
export function FieldError({
  field,
  error,
}: {
  field: FormField;
  error: FormError | undefined;
}): JSX.Element | null {
  const t = useT();
  if (!error) return null;
  return (
    <span class="problem field-error" id={`tform-${field}-error`} data-field-error={field}>
      {t(`tform.error.${error}`)}
    </span>
  );
}

/** The attributes that tie an input to its failed check. */
export const invalidProps = (field: FormField, error: FormError | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `tform-${field}-error` } : {};

/** A labelled whole-number input (empty reads as NaN: "not given"). */
export function NumberField({
  field,
  label,
  value,
  min,
  max,
  error,
  onValue,
  optional = false,
}: {
  field: FormField;
  label: string;
  value: number;
  min: number;
  max: number;
  error: FormError | undefined;
  onValue: (n: number) => void;
  optional?: boolean;
}): JSX.Element {
  return (
    <label class="form-field">
      <span>{label}</span>{' '}
      <input
        type="number"
        name={field}
        min={min}
        max={max}
        required={!optional}
        value={Number.isNaN(value) ? '' : value}
        onInput={(e) => {
          const raw = (e.currentTarget as HTMLInputElement).value;
          onValue(raw === '' ? Number.NaN : Number(raw));
        }}
        {...invalidProps(field, error)}
      />
      <FieldError field={field} error={error} />
    </label>
  );
}

/** A labelled choice among values, each with its words. */
export function ChoiceField<V extends string>({
  field,
  label,
  value,
  values,
  words,
  onValue,
}: {
  field: FormField;
  label: string;
  value: V;
  values: readonly V[];
  words: (v: V) => string;
  onValue: (v: V) => void;
}): JSX.Element {
  return (
    <label class="form-field">
      <span>{label}</span>{' '}
      <select
        name={field}
        value={value}
        onChange={(e) => {
          const v = values.find((x) => x === (e.currentTarget as HTMLSelectElement).value);
          if (v !== undefined) onValue(v);
        }}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {words(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A group of fields under a legend. */
export function FieldGroup({
  legend,
  children,
}: {
  legend: string;
  children: ComponentChildren;
}): JSX.Element {
  return (
    <fieldset class="form-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A labelled checkbox. */
export function Check({
  name,
  label,
  checked,
  onValue,
}: {
  name: string;
  label: string;
  checked: boolean;
  onValue: (b: boolean) => void;
}) {
  return (
    <label class="form-field">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onValue((e.currentTarget as HTMLInputElement).checked)}
      />{' '}
      {label}
    </label>
  );
}

/** A labelled date and time in the browser's time zone (empty reads as NaN). */
export function TimeField({
  field,
  label,
  value,
  error,
  onValue,
}: {
  field: FormField;
  label: string;
  value: number;
  error: FormError | undefined;
  onValue: (v: number) => void;
}) {
  return (
    <label class="form-field">
      <span>{label}</span>{' '}
      <input
        type="datetime-local"
        name={field}
        value={localInput(value)}
        onInput={(e) => onValue(fromLocalInput((e.currentTarget as HTMLInputElement).value))}
        {...invalidProps(field, error)}
      />
      <FieldError field={field} error={error} />
    </label>
  );
}
