import { Modal } from './Modal';

/** Asks before something is deleted, naming it: Cancel (focused first) or the named action. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
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
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
