/**
 * A form's primary submit button. While `busy` it is disabled, marked aria-busy and shows
 * `busyLabel` (when given); `disabled` alone disables it without marking it busy.
 */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled = busy,
  block = false,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** As wide as the form. */
  block?: boolean;
}) {
  return (
    <button type="submit" className={`button button--primary${block ? ' button--block' : ''}`} disabled={disabled} aria-busy={busy}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
