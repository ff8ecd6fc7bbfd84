import { Modal } from '../../../components/Modal';

/** An accessible replacement for window.confirm. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="confirm__question">{question}</p>
      <div className="confirm__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
