import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * An accessible replacement for window.confirm, naming what it asks about: Cancel (focused first)
 * or the named action, which is disabled while `busy`.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy,
  danger = true,
  children,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The action destroys something (a red button); false for one that only changes it. */
  danger?: boolean;
  /** Drawn under the text: what the action needs besides a yes (e.g. a reason). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="confirm__text">{text}</p>
      {children}
      <div className="confirm__actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'button button--danger' : 'button button--primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
