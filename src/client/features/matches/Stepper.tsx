import { useId, type KeyboardEvent } from 'react';

/**
 * A count with big − and + buttons either side of a small number box: quick to tap at the side
 * of the pitch, and still typeable. The box is the control (a spinbutton: type, or Arrow Up and
 * Down); the buttons are a pointer shortcut, so they are kept out of the tab order and the
 * accessibility tree rather than adding two more stops per count. `context` (a player's name)
 * is added to the label for screen readers, so sixteen "Goals" boxes can be told apart.
 */
export function Stepper({
  label,
  context,
  value,
  min,
  max,
  onChange,
  onStep,
  invalid = false,
  required = false,
  className = '',
}: {
  label: string;
  context?: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  onStep: (delta: number) => void;
  invalid?: boolean;
  required?: boolean;
  className?: string;
}) {
  const id = useId();
  const n = parseInt(value, 10);
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    onStep(e.key === 'ArrowUp' ? 1 : -1);
  }
  return (
    <div className={`stepper ${className}`.trim()}>
      <label htmlFor={id} className="stepper__label">
        {label}
        {context && <span className="visually-hidden"> for {context}</span>}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button stepper__button--less"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onStep(-1)}
          disabled={!Number.isNaN(n) && n <= min}
        >
          −
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={(e) => e.target.select()}
          aria-invalid={invalid || undefined}
          required={required}
        />
        <button
          type="button"
          className="stepper__button stepper__button--more"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onStep(1)}
          disabled={!Number.isNaN(n) && n >= max}
        >
          +
        </button>
      </div>
    </div>
  );
}
