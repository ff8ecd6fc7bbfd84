import type { ReactNode, SelectHTMLAttributes } from 'react';

/**
 * A `.field`: a label above a select of `options` (value to label, in order), then `children`
 * (a note, say). `blank` adds a first option with the value "" (disabled: a prompt to choose).
 * Other props go to the select.
 */
export function SelectField<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
  blank,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: ReactNode;
  value: T | '';
  /** Called with the chosen value. */
  onChange: (value: T) => void;
  options: Readonly<Record<T, string>>;
  blank?: { label: string; disabled?: boolean };
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} {...select}>
        {blank && (
          <option value="" disabled={blank.disabled}>
            {blank.label}
          </option>
        )}
        {(Object.keys(options) as T[]).map((o) => (
          <option key={o} value={o}>
            {options[o]}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
