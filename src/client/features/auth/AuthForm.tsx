import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../components/SubmitButton';

/** The form of an account page (named by the card's title): its fields, then the full-width submit button. */
export function AuthForm({
  onSubmit,
  label,
  busyLabel,
  busy,
  disabled = busy,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby="auth-title">
      {children}
      <SubmitButton label={label} busyLabel={busyLabel} busy={busy} disabled={disabled} block />
    </form>
  );
}
