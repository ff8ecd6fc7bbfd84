import type { FormEvent, ReactNode } from 'react';
import { Modal } from './Modal';
import { SubmitButton } from './SubmitButton';

/** A form in a dialog: its fields, then Cancel and the save button ("Saving..." while busy). */
export function FormDialog({
  title,
  saveLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  saveLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={onSubmit}>
        {children}
        <div className="confirm__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton label={busy ? 'Saving...' : saveLabel} disabled={busy} />
        </div>
      </form>
    </Modal>
  );
}
