/**
 * The buttons of a row in a staff list: Edit and History (when their handlers are given) and
 * Delete, each with an accessible name that says which row it acts on. Delete is disabled while
 * `deleting`, and then shows `deletingText` when given.
 */
export function RowActions({
  onEdit,
  onHistory,
  onDelete,
  deleting,
  deletingText,
  labels,
}: {
  onEdit?: () => void;
  onHistory?: () => void;
  onDelete: () => void;
  deleting: boolean;
  deletingText?: string;
  /** The buttons' accessible names. */
  labels: { edit: string; history: string; delete: string };
}) {
  return (
    <>
      {onEdit && (
        <button type="button" className="button button--small" onClick={onEdit} aria-label={labels.edit}>
          Edit
        </button>
      )}
      {onHistory && (
        <button type="button" className="button button--small" onClick={onHistory} aria-label={labels.history}>
          History
        </button>
      )}
      <button type="button" className="button button--danger button--small" onClick={onDelete} disabled={deleting} aria-label={labels.delete}>
        {deleting && deletingText ? deletingText : 'Delete'}
      </button>
    </>
  );
}
