import { useEffect, useId, useState, type FormEvent } from 'react';
import { useGetRulesQuery, useUpdateRulesMutation, type Rules } from '../../api';
import { errorText, fieldError, fieldErrorsOf, type CallError } from '../../api/errors';
import { Alert, type AlertMessage } from '../../components/Alert';
import { useDeadline } from '../../components/Deadline';
import { SubmitButton } from '../../components/SubmitButton';

type Draft = { free_transfers: string; max_banked: string; transfer_cost: string; chips: boolean };

const UNLIMITED = 'unlimited';
const FREE_CHOICES: Record<string, string> = { [UNLIMITED]: 'Unlimited, at no cost', 1: '1 a gameweek', 2: '2 a gameweek', 3: '3 a gameweek', 4: '4 a gameweek', 5: '5 a gameweek' };
const BANK_CHOICES: Record<string, string> = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' };

const toDraft = (r: Rules): Draft => ({
  free_transfers: r.free_transfers === null ? UNLIMITED : String(r.free_transfers),
  max_banked: String(r.max_banked),
  transfer_cost: String(r.transfer_cost),
  chips: r.chips,
});

/** The whole rules object, as PUT /api/rules/ takes it; what the staff typed goes as it is and
 *  the server names a bad field. */
const toRules = (d: Draft): Rules => ({
  free_transfers: d.free_transfers === UNLIMITED ? null : Number(d.free_transfers),
  max_banked: Number(d.max_banked),
  transfer_cost: d.transfer_cost.trim() === '' ? (NaN as number) : Number(d.transfer_cost),
  chips: d.chips,
});

/** What the rules mean for a manager, in one sentence. */
export function rulesSentence(r: Rules): string {
  const transfers =
    r.free_transfers === null
      ? 'Transfers are unlimited and free.'
      : `${r.free_transfers} free ${r.free_transfers === 1 ? 'transfer' : 'transfers'} a gameweek, up to ${r.max_banked} banked; each extra transfer costs ${r.transfer_cost} ${r.transfer_cost === 1 ? 'point' : 'points'}.`;
  return `${transfers} Chips ${r.chips ? 'can' : 'cannot'} be played.`;
}

/** A select with the server's message for its field under it. */
function ChoiceField({ id, label, value, options, error, hint, onChange }: { id: string; label: string; value: string; options: Record<string, string>; error: string | null; hint?: string; onChange: (v: string) => void }) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {Object.entries(options).map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Staff page: the club's game rules (the product rules §22): free transfers a gameweek, how many a
 *  team can bank, the points an extra transfer costs, and whether chips can be played. A change
 *  counts from the next deadline on; no gameweek already past changes. */
export default function RulesAdminPage() {
  const id = useId();
  const rules = useGetRulesQuery();
  const [update, saving] = useUpdateRulesMutation();
  const deadline = useDeadline();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<AlertMessage>(null);
  const error: CallError = saving.error;

  useEffect(() => {
    if (rules.data && draft === null) setDraft(toDraft(rules.data));
  }, [rules.data, draft]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    setMessage(null);
    const done = await update({ rules: toRules(draft) });
    if ('data' in done && done.data) {
      setDraft(toDraft(done.data));
      setMessage({ kind: 'success', text: `Rules saved. They count from the deadline${deadline ? ` ${deadline.words}` : ''}: ${rulesSentence(done.data)}` });
    } else {
      const named = Object.keys(fieldErrorsOf(done.error)).length > 0;
      setMessage({ kind: 'error', text: named ? 'The rules were not saved: see the fields marked below.' : `The rules were not saved: ${errorText(done.error as CallError)}` });
    }
  }

  const set = (change: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const limited = draft !== null && draft.free_transfers !== UNLIMITED;

  return (
    <section className="page admin-page rules-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Game rules</h1>
      <p className="page-lead">
        How hard the game is: free transfers, their cost and the chips. Changes count from the next deadline
        {deadline ? <strong> ({deadline.words})</strong> : null} on; a gameweek whose deadline has passed keeps the rules it had.
      </p>
      <Alert message={message} onDismiss={message ? () => setMessage(null) : undefined} />
      {rules.isLoading || (!draft && !rules.error) ? (
        <p>Loading...</p>
      ) : rules.error || !draft ? (
        <Alert message={{ kind: 'error', text: `Error fetching the rules: ${errorText(rules.error)}` }} onRetry={() => void rules.refetch()} />
      ) : (
        <form className="form card admin-form" onSubmit={save} noValidate aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>Rules from the next deadline</h2>
          {rules.data && <p className="rules-page__now">Saved for the next deadline: {rulesSentence(rules.data)}</p>}
          <div className="admin-form__grid">
            <ChoiceField
              id={`${id}-free`}
              label="Free transfers"
              value={draft.free_transfers}
              options={FREE_CHOICES}
              error={fieldError(error, 'free_transfers')}
              onChange={(free_transfers) => set({ free_transfers })}
            />
            <ChoiceField
              id={`${id}-banked`}
              label="Most free transfers banked"
              value={draft.max_banked}
              options={BANK_CHOICES}
              error={fieldError(error, 'max_banked')}
              hint={limited ? undefined : 'Used when free transfers are limited.'}
              onChange={(max_banked) => set({ max_banked })}
            />
            <div className="field">
              <label htmlFor={`${id}-cost`}>Points per extra transfer</label>
              <input
                id={`${id}-cost`}
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                value={draft.transfer_cost}
                onChange={(e) => set({ transfer_cost: e.target.value })}
                aria-invalid={fieldError(error, 'transfer_cost') ? true : undefined}
                aria-describedby={[fieldError(error, 'transfer_cost') ? `${id}-cost-error` : '', `${id}-cost-hint`].filter(Boolean).join(' ')}
              />
              <p id={`${id}-cost-hint`} className="field__hint">
                1 to 10 points{limited ? '' : '; used when free transfers are limited'}.
              </p>
              {fieldError(error, 'transfer_cost') && (
                <p id={`${id}-cost-error`} className="field__error">
                  {fieldError(error, 'transfer_cost')}
                </p>
              )}
            </div>
          </div>
          <label className="switch">
            <input type="checkbox" role="switch" checked={draft.chips} onChange={(e) => set({ chips: e.target.checked })} aria-describedby={fieldError(error, 'chips') ? `${id}-chips-error` : undefined} />
            <span>Chips can be played (wildcard, free hit, bench boost, triple captain)</span>
          </label>
          {fieldError(error, 'chips') && (
            <p id={`${id}-chips-error`} className="field__error">
              {fieldError(error, 'chips')}
            </p>
          )}
          <SubmitButton label="Save rules" busy={saving.isLoading} />
        </form>
      )}
    </section>
  );
}
