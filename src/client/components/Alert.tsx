import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type AlertMessage = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The page's alert region: SPEC.md section 8 texts are shown here instead of window.alert. */
export function Alert({ message, onDismiss }: { message: AlertMessage; onDismiss?: () => void }) {
  // The live region holds only the message; the dismiss button sits beside it.
  return (
    <div className={message ? `alert alert--${message.kind}` : 'alert alert--empty'}>
      <div role="alert" aria-live="assertive" className="alert__text">
        {message && <span>{message.text}</span>}
      </div>
      {message && onDismiss && (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}

/** The server's own words for a failed call: `detail` plus the first field error, else a fallback. */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined, fallback = 'Something went wrong.'): string {
  if (!error) return fallback;
  if ('status' in error) {
    const data = error.data as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
    const fieldErrors = data?.errors ? Object.values(data.errors).flat() : [];
    const detail = typeof data?.detail === 'string' ? data.detail : undefined;
    if (detail && fieldErrors.length && !fieldErrors.includes(detail)) return `${detail} ${fieldErrors.join(' ')}`;
    if (detail) return detail;
    if (fieldErrors.length) return fieldErrors.join(' ');
    if (error.status === 'FETCH_ERROR') return 'Could not reach the server.';
    if ('error' in error && typeof error.error === 'string') return error.error;
    return fallback;
  }
  return error.message ?? fallback;
}
