import { Modal } from './Modal';

/**
 * An accessible replacement for window.confirm, naming what it asks about: Cancel (focused first)
 * or the named action, which is disabled while `busy`.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="confirm__text">{text}</p>
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
