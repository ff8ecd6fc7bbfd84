import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePhaseMutation, useDeletePhaseMutation, useListGameWeeksQuery, useListPhasesQuery, useUpdatePhaseMutation, type NewPhase, type Phase } from '../../api';
import { errorText, fieldError, type CallError } from '../../api/errors';
import { Alert, type AlertMessage } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { RowActions } from '../../components/RowActions';
import { SubmitButton } from '../../components/SubmitButton';
import { DataTable } from '../../components/Table';
import { hasStarted, latestWeek, termWeeks } from '../../utils/termWords';

type Draft = { name: string; first: string; last: string };
const EMPTY: Draft = { name: '', first: '', last: '' };

const toPhase = (d: Draft): NewPhase => ({ name: d.name.trim(), first_week: Number(d.first), last_week: Number(d.last) });

/** The three fields of a term: its name and its first and last gameweek. */
function TermFields({ id, draft, set, error }: { id: string; draft: Draft; set: (d: Draft) => void; error: CallError }) {
  return (
    <div className="admin-form__grid terms-form__grid">
      <FormField id={`${id}-name`} label="Name" value={draft.name} onChange={(name) => set({ ...draft, name })} required maxLength={30} error={fieldError(error, 'name')} />
      <FormField
        id={`${id}-first`}
        label="First gameweek"
        type="number"
        inputMode="numeric"
        min={1}
        value={draft.first}
        onChange={(first) => set({ ...draft, first })}
        required
        error={fieldError(error, 'first_week')}
      />
      <FormField
        id={`${id}-last`}
        label="Last gameweek"
        type="number"
        inputMode="numeric"
        min={1}
        value={draft.last}
        onChange={(last) => set({ ...draft, last })}
        required
        error={fieldError(error, 'last_week')}
      />
    </div>
  );
}

function EditTermDialog({ term, onSaved, onClose }: { term: Phase; onSaved: (text: string) => void; onClose: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ name: term.name, first: String(term.first_week), last: String(term.last_week) });
  const [update, { isLoading, error }] = useUpdatePhaseMutation();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await update({ id: term.id, newPhase: toPhase(draft) });
    if ('data' in done) {
      onSaved(`Term ${done.data!.name} saved.`);
      onClose();
    }
  }
  return (
    <FormDialog title={`Edit ${term.name}`} saveLabel="Save term" busy={isLoading} onSubmit={submit} onClose={onClose}>
      {error && !fieldError(error, 'name') && !fieldError(error, 'last_week') ? <p className="field__error">{errorText(error)}</p> : null}
      <TermFields id={id} draft={draft} set={setDraft} error={error} />
    </FormDialog>
  );
}

/** Staff page: the current season's terms (prize periods with a table of their own, shown on
 *  home): add, change and delete them (the /api/phases/ calls). */
export default function TermsAdminPage() {
  const id = useId();
  const terms = useListPhasesQuery();
  const weeks = useListGameWeeksQuery({});
  const [create, creating] = useCreatePhaseMutation();
  const [remove] = useDeletePhaseMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [message, setMessage] = useState<AlertMessage>(null);
  const [editing, setEditing] = useState<Phase | null>(null);
  const [confirming, setConfirming] = useState<Phase | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const latest = latestWeek(weeks.data);

  async function add(e: FormEvent) {
    e.preventDefault();
    const done = await create({ newPhase: toPhase(draft) });
    if ('data' in done) {
      setMessage({ kind: 'success', text: `Term ${done.data!.name} added.` });
      setDraft(EMPTY);
    } else setMessage({ kind: 'error', text: `Error adding the term: ${errorText(done.error as CallError)}` });
  }

  async function drop(term: Phase) {
    setConfirming(null);
    setDeletingId(term.id);
    const done = await remove({ id: term.id });
    setDeletingId(null);
    setMessage('error' in done ? { kind: 'error', text: `Error deleting the term: ${errorText(done.error as CallError)}` } : { kind: 'success', text: `Term ${term.name} deleted.` });
  }

  return (
    <section className="page admin-page terms-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Terms</h1>
      <p className="page-lead">
        Terms split the season into prize periods: each has a table of the points of its gameweeks, shown on <Link to="/">home</Link>.{' '}
        {latest > 0 ? `The latest gameweek played is ${latest}.` : 'No gameweek has been played yet.'}
      </p>
      <Alert message={message} onDismiss={message ? () => setMessage(null) : undefined} />
      <form className="form card admin-form" onSubmit={add} aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>Add a term</h2>
        <TermFields id={`${id}-new`} draft={draft} set={setDraft} error={creating.error} />
        <SubmitButton label="Add term" busy={creating.isLoading} />
      </form>
      <section className="admin-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>This season's terms</h2>
        {terms.isLoading ? (
          <p>Loading...</p>
        ) : terms.error ? (
          <Alert message={{ kind: 'error', text: `Error fetching the terms: ${errorText(terms.error)}` }} onRetry={() => void terms.refetch()} />
        ) : !terms.data || terms.data.length === 0 ? (
          <p className="admin-empty">No terms yet: the season has one table only.</p>
        ) : (
          <DataTable className="table admin-table admin-table--cards terms-table" caption="The season's terms" columns={['Term', 'Gameweeks', 'Leader', { label: <span className="visually-hidden">Actions</span> }]}>
            {terms.data.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                <td data-label="Gameweeks">{termWeeks(t)}</td>
                <td data-label="Leader">
                  {t.leader ? (
                    <>
                      <Link to={`/team/${t.leader.team.id}`}>{t.leader.team.name}</Link>, {t.leader.points} pts
                    </>
                  ) : hasStarted(t, latest) ? (
                    'No points yet'
                  ) : (
                    `Starts with gameweek ${t.first_week}`
                  )}
                </td>
                <td className="admin-table__actions-cell">
                  <div className="admin-table__actions">
                    <RowActions
                      onEdit={() => setEditing(t)}
                      onDelete={() => setConfirming(t)}
                      deleting={deletingId === t.id}
                      labels={{ edit: `Edit ${t.name}`, history: `History of ${t.name}`, delete: `Delete ${t.name}` }}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      {editing && <EditTermDialog term={editing} onSaved={(text) => setMessage({ kind: 'success', text })} onClose={() => setEditing(null)} />}
      {confirming && (
        <ConfirmDialog
          title="Delete this term?"
          text={`Delete ${confirming.name} (${termWeeks(confirming).toLowerCase()})? Its table goes from home; the teams' points stay.`}
          confirmLabel="Delete term"
          onConfirm={() => void drop(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
