import { useMemo, useReducer, type FormEvent } from 'react';
import type { Match, NewMatch, PlayerSummary } from '../../api';
import { sameDayMatch } from './sameDayMatch';
import { FormField } from '../../components/FormField';
import { PlayerPicker } from './PlayerPicker';
import { StatRowEditor } from './StatRowEditor';
import { Stepper } from './Stepper';
import type { RowProblem } from './matchAlerts';
import { EMPTY_DRAFT, buildMatchPayload, localDateTimeValue, matchReducer, rowPoints, steppedScore, toInt, type MatchDraft } from './matchDraft';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One side of the score: the team's name (suggested from known teams) and its goals. */
function TeamSide({
  n,
  name,
  score,
  onName,
  onScore,
}: {
  n: 1 | 2;
  name: string;
  score: string;
  onName: (value: string) => void;
  onScore: (value: string) => void;
}) {
  return (
    <div className="match-form__side">
      <FormField
        id={`match-team${n}`}
        label={`Team ${n}`}
        list="match-team-names"
        value={name}
        onChange={onName}
        required
        maxLength={100}
        autoComplete="off"
      />
      <Stepper
        className="match-form__goals"
        label={`Team ${n} score`}
        value={score}
        min={0}
        max={99}
        required
        onChange={onScore}
        onStep={(d) => onScore(steppedScore(score, d))}
      />
    </div>
  );
}

/**
 * Staff: record a played match with one stat row per player who played. Made for a phone at the
 * side of the pitch: whole sides added in one tap, steppers for counts, one tap for MOTM, and
 * the points each row will score shown as they change.
 */
export function MatchForm({
  players,
  playersLoading = false,
  playerById,
  teamNames,
  busy,
  problems,
  onSubmit,
  initial,
  editing = null,
  squad = [],
  recorded = [],
  editingId = null,
  onCancel,
}: {
  /** The matches already recorded: the form warns when the draft looks like one of them. */
  recorded?: readonly Match[];
  /** The id of the match being edited (it is not a second result of itself). */
  editingId?: number | null;
  /** Players who can be added (not retired). */
  players: PlayerSummary[];
  playersLoading?: boolean;
  playerById: ReadonlyMap<number, PlayerSummary>;
  teamNames: string[];
  busy: boolean;
  /** What the server said was wrong, by player id. */
  problems: ReadonlyMap<number, RowProblem>;
  onSubmit: (match: NewMatch) => Promise<boolean>;
  /** A draft to start from (a fixture's result, or a match to edit). */
  initial?: MatchDraft;
  /** The match being edited ('Edit match' and 'Save changes'), or null for a new one. */
  editing?: { title: string } | null;
  /** The players offered as "who played" ticks (the side of the fixture or match). */
  squad?: PlayerSummary[];
  /** Leaves the fixture or edit and goes back to a blank form. */
  onCancel?: () => void;
}) {
  const [draft, dispatch] = useReducer(matchReducer, initial ?? EMPTY_DRAFT, (d) => (initial ? d : { ...d, date: localDateTimeValue(new Date()) }));
  const chosen = useMemo(() => new Set(draft.rows.map((r) => r.player)), [draft.rows]);
  const motm = draft.rows.find((r) => toInt(r.MOTM) === 1);
  const totalPoints = draft.rows.reduce((sum, r) => {
    const p = playerById.get(r.player);
    return p ? sum + rowPoints(p.position, r) : sum;
  }, 0);
  // The server refuses a match dated more than 24 hours ahead (it has not been played).
  const latestDate = localDateTimeValue(new Date(Date.now() + DAY_MS));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await onSubmit(buildMatchPayload(draft, (id) => playerById.get(id)?.position));
    if (ok && !editing && !initial) dispatch({ type: 'reset', date: draft.date });
  }

  const twin = sameDayMatch(draft, recorded, editingId);
  const heading = editing ? 'Edit match' : draft.fixture_id !== null ? 'Record result' : 'Record a match';
  return (
    <form className="form card match-form" onSubmit={submit} aria-labelledby="match-form-heading">
      <div className="match-form__title">
        <h2 id="match-form-heading">{heading}</h2>
        {onCancel && (
          <button type="button" className="button button--small" onClick={onCancel}>
            {editing ? 'Cancel edit' : 'New blank match'}
          </button>
        )}
      </div>
      {editing && <p className="match-form__editing">Editing {editing.title}</p>}
      <datalist id="match-team-names">
        {teamNames.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <fieldset className="match-form__score">
        <legend>Score</legend>
        <TeamSide
          n={1}
          name={draft.team1}
          score={draft.team1_score}
          onName={(value) => dispatch({ type: 'field', field: 'team1', value })}
          onScore={(value) => dispatch({ type: 'field', field: 'team1_score', value })}
        />
        <TeamSide
          n={2}
          name={draft.team2}
          score={draft.team2_score}
          onName={(value) => dispatch({ type: 'field', field: 'team2', value })}
          onScore={(value) => dispatch({ type: 'team2Score', value })}
        />
        <p className="match-form__hint">A team 2 score of 0 gives every player a clean sheet; untick a row to change it.</p>
        <div className="field match-form__date">
          <label htmlFor="match-date">Date and kick-off</label>
          <input
            id="match-date"
            type="datetime-local"
            value={draft.date}
            max={latestDate}
            onChange={(e) => dispatch({ type: 'field', field: 'date', value: e.target.value })}
            required
          />
        </div>
      </fieldset>

      {twin && (
        <p className="match-form__warning" role="status">
          A match between {twin.team1} and {twin.team2} on this day is already recorded ({twin.team1_score}–{twin.team2_score}, Gameweek{' '}
          {twin.game_week.week}). Save only if this is another game: a second result counts every player&apos;s points again.
        </p>
      )}
      <section className="match-form__players" aria-labelledby="match-rows-heading">
        <h3 id="match-rows-heading">
          Player stats <span className="match-form__count">({draft.rows.length})</span>
        </h3>
        {squad.length > 0 && (
          <fieldset className="who-played">
            <legend>Who played</legend>
            <ul className="who-played__list">
              {squad.map((p) => (
                <li key={p.id}>
                  <label className="who-played__item">
                    <input
                      type="checkbox"
                      checked={chosen.has(p.id)}
                      onChange={(e) => dispatch(e.target.checked ? { type: 'addPlayers', players: [p.id] } : { type: 'removePlayer', player: p.id })}
                    />
                    <span>{p.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <PlayerPicker
          players={players}
          loading={playersLoading}
          chosen={chosen}
          onAdd={(ids) => dispatch({ type: 'addPlayers', players: ids })}
        />
        {draft.rows.length === 0 ? (
          <p className="match-form__empty">No players added yet.</p>
        ) : (
          <ol className="stat-rows" aria-label="Players who played">
            {draft.rows.map((row) => (
              <StatRowEditor
                key={row.player}
                row={row}
                player={playerById.get(row.player)}
                problem={problems.get(row.player)}
                dispatch={dispatch}
              />
            ))}
          </ol>
        )}
      </section>

      <div className="match-form__footer">
        <p className="match-form__summary">
          {draft.rows.length} {draft.rows.length === 1 ? 'player' : 'players'} · {totalPoints} pts · MOTM:{' '}
          {motm ? (playerById.get(motm.player)?.name ?? `#${motm.player}`) : 'none'}
        </p>
        <button type="submit" className="button button--primary match-form__save" disabled={busy}>
          {busy ? 'Saving...' : editing ? 'Save changes' : 'Save match'}
        </button>
      </div>
    </form>
  );
}
