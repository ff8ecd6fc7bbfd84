import { useListAuditEntriesQuery } from '../api';
import { errorText } from '../api/errors';
import { Modal } from './Modal';
import { actionLabel, changesOf } from '../utils/auditDiff';

const when = (at: string) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff: the audit entries of one match, player or fixture, newest first, with what changed. */
export function HistoryDialog({
  entity,
  entityId,
  title,
  onClose,
}: {
  entity: 'match' | 'player' | 'fixture';
  entityId: number;
  title: string;
  onClose: () => void;
}) {
  const { data, isLoading, error } = useListAuditEntriesQuery({ entity, entityId });
  return (
    <Modal title={`History: ${title}`} onClose={onClose}>
      {isLoading ? (
        <p>Loading...</p>
      ) : error ? (
        <p role="alert">Error fetching history: {errorText(error)}</p>
      ) : !data || data.length === 0 ? (
        <p>No changes recorded.</p>
      ) : (
        <ol className="history" aria-label="Changes, newest first">
          {data.map((e) => {
            const changes = changesOf(e);
            return (
              <li key={e.id} className="history__entry">
                <p className="history__head">
                  <strong>{actionLabel(e.action)}</strong> <time dateTime={e.at}>{when(e.at)}</time>
                  {' by '}
                  {e.by?.email ?? 'the command line'}
                  {e.self_edit && (
                    <span className="history__self-edit" title="Made by a staff member about their own player">
                      Self edit
                    </span>
                  )}
                </p>
                {changes.length > 0 ? (
                  <ul className="history__changes">
                    {changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ) : e.action === 'update' ? (
                  <p className="history__none">No visible change.</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
