export type AlertMessage = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The page's alert region: the texts of docs/rules.md §14 are shown here instead of window.alert. */
export function Alert({ message, onDismiss, onRetry }: { message: AlertMessage; onDismiss?: () => void; onRetry?: () => void }) {
  // The live region holds only the message; the dismiss button sits beside it.
  return (
    <div className={message ? `alert alert--${message.kind}` : 'alert alert--empty'}>
      <div role="alert" aria-live="assertive" className="alert__text">
        {message && <span>{message.text}</span>}
      </div>
      {message && onRetry && (
        <button type="button" className="button button--small alert__retry" onClick={onRetry}>
          Retry
        </button>
      )}
      {message && onDismiss && (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
