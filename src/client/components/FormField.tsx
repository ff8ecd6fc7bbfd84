import type { InputHTMLAttributes, ReactNode } from 'react';

export type FormFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> & {
  id: string;
  label: ReactNode;
  value: string;
  /** Called with the input's new text. */
  onChange: (value: string) => void;
  /** Help shown under the input, as `${id}-hint`. */
  hint?: ReactNode;
  /** An error shown under the hint, as `${id}-error`; it makes the input aria-invalid. */
  error?: string | null;
  /** A control drawn inside the input's box, at its end (e.g. a show-password button). */
  addon?: ReactNode;
  /** Drawn right after the input (e.g. the datalist it suggests from). */
  children?: ReactNode;
};

/**
 * A `.field`: a label above a controlled input, then an optional hint and error. The input is
 * described by the error (when there is one), then the hint. Other props go to the input.
 */
export function FormField({ id, label, value, onChange, hint, error, addon, children, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      id={id}
      {...input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {addon ? (
        <div className="field__control">
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      {children}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
