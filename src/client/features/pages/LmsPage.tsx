import { useState, type FormEvent } from 'react';
import {
  useCreateLmsCompetitionMutation,
  useDeleteLmsCompetitionMutation,
  useGetCurrentUserQuery,
  useGetLmsCompetitionQuery,
  useGetMyTeamQuery,
  useListLmsCompetitionsQuery,
  type LmsCompetition,
  type LmsCompetitionDetail,
} from '../../api';
import { errorText, fieldError, type CallError } from '../../api/errors';
import { Alert, type AlertMessage } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { LMS_NAME_MAX } from '../../../domain/lms';
import { nameOrMessage } from '../../../domain/names';
import { useSignedIn } from '../../session/hooks';
import { groupDigits } from '../../utils/numbers';

/** How many names a list shows before "and N more": a competition can hold thousands of teams. */
const SHOWN = 30;

/** The competition the page is about: the running one, else the latest. */
export function featured(list: readonly LmsCompetition[]): LmsCompetition | null {
  return list.find((c) => c.status === 'running') ?? list[0] ?? null;
}

/** The signed-in manager's place in the competition, in words. */
export function ownStatus(detail: LmsCompetitionDetail, teamId: number | null): string {
  if (teamId === null) return 'You have no team, so you are not in this competition.';
  const mine = detail.standing.find((s) => s.team.id === teamId);
  if (!mine) {
    return detail.rounds.length === 0
      ? `Teams with a squad at Gameweek ${detail.first_week}'s deadline enter when it is played.`
      : `Your team did not enter: it had no squad in Gameweek ${detail.first_week}.`;
  }
  if (detail.winner?.id === teamId) return 'You won: the last one standing.';
  if (mine.out_in_week !== null) return `You went out in Gameweek ${mine.out_in_week}.`;
  return detail.status === 'finished' ? 'You were still in at the end.' : 'You are still in.';
}

function Names({ names, label }: { names: string[]; label: string }) {
  if (names.length === 0) return <p className="home__note">Nobody.</p>;
  const more = names.length - SHOWN;
  return (
    <>
      <ul className="lms__names" aria-label={label}>
        {names.slice(0, SHOWN).map((n, i) => (
          <li key={`${i}-${n}`}>{n}</li>
        ))}
      </ul>
      {more > 0 && <p className="home__note">and {groupDigits(more)} more.</p>}
    </>
  );
}

function Competition({ id, teamId, signedIn, staff }: { id: number; teamId: number | null; signedIn: boolean; staff: boolean }) {
  const detail = useGetLmsCompetitionQuery({ id });
  const [remove, removing] = useDeleteLmsCompetitionMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  if (detail.isLoading) return <p className="home__note">Loading...</p>;
  const d = detail.data;
  if (!d) {
    return <Alert message={{ kind: 'error', text: `Error fetching the competition: ${errorText(detail.error)}` }} onRetry={() => void detail.refetch()} />;
  }
  const survivors = d.standing.filter((s) => s.out_in_week === null).map((s) => s.team.name);
  async function drop() {
    if (!window.confirm(`Delete "${d!.name}"? Its rounds and winner are gone for good.`)) return;
    try {
      await remove({ id: d!.id }).unwrap();
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err as CallError, 'Could not delete the competition.') });
    }
  }
  return (
    <>
      <h1 id="lms-title" className="page-title">
        {d.name}
      </h1>
      <p className="page-lead">
        {d.status === 'finished' && d.winner
          ? `Finished: ${d.winner.name} is the last one standing.`
          : `Running from Gameweek ${d.first_week}: ${groupDigits(d.survivors)} ${d.survivors === 1 ? 'team' : 'teams'} still in.`}{' '}
        Each gameweek the teams with the fewest points go out, all of them on a tie, unless nobody would be left.
      </p>
      <Alert message={message} onDismiss={message ? () => setMessage(null) : undefined} />
      {signedIn && (
        <p className="card lms__mine" role="status">
          {ownStatus(d, teamId)}
        </p>
      )}
      <div className="lms__grid">
        <section className="card" aria-labelledby="lms-survivors">
          <h2 id="lms-survivors">{d.status === 'finished' ? 'Winner' : `Still in (${groupDigits(survivors.length)})`}</h2>
          <Names names={survivors} label="Still in" />
        </section>
        <section className="card" aria-labelledby="lms-rounds">
          <h2 id="lms-rounds">Week by week</h2>
          {d.rounds.length === 0 ? (
            <p className="home__note">Gameweek {d.first_week} has not been played yet.</p>
          ) : (
            <ol className="lms__rounds" reversed>
              {[...d.rounds].reverse().map((r) => (
                <li key={r.week} className="lms__round">
                  <h3>
                    Gameweek {r.week}: {r.out.length === 0 ? 'nobody out' : `${groupDigits(r.out.length)} out on ${r.out[0].points} pts`}, {groupDigits(r.survivors)}{' '}
                    left
                  </h3>
                  {r.out.length > 0 && <Names names={r.out.map((o) => o.team.name)} label={`Out in Gameweek ${r.week}`} />}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {staff && (
        <button type="button" className="button button--secondary" onClick={() => void drop()} disabled={removing.isLoading} aria-busy={removing.isLoading}>
          Delete this competition
        </button>
      )}
    </>
  );
}

function StartForm() {
  const [start, starting] = useCreateLmsCompetitionMutation();
  const [name, setName] = useState('');
  const [week, setWeek] = useState('1');
  const [nameError, setNameError] = useState<string | null>(null);
  const [weekError, setWeekError] = useState<string | null>(null);
  const [message, setMessage] = useState<AlertMessage>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setNameError(null);
    setWeekError(null);
    setMessage(null);
    const checked = nameOrMessage(name, 'competition name', LMS_NAME_MAX);
    if (checked.message !== null) return setNameError(checked.message);
    const first = Number(week);
    if (!Number.isInteger(first) || first < 1) return setWeekError('The first week is a whole number, 1 or more.');
    try {
      const made = await start({ newLmsCompetition: { name: checked.name, first_week: first } }).unwrap();
      setName('');
      setMessage({ kind: 'success', text: `${made.name} has started.` });
    } catch (err) {
      setNameError(fieldError(err, 'name'));
      setWeekError(fieldError(err, 'first_week'));
      setMessage({ kind: 'error', text: errorText(err as CallError, 'Could not start the competition.') });
    }
  }
  return (
    <form className="form card lms__start" onSubmit={(e) => void submit(e)} aria-labelledby="lms-start" noValidate>
      <h2 id="lms-start">Start a competition</h2>
      <Alert message={message} onDismiss={message ? () => setMessage(null) : undefined} />
      <FormField id="lms-name" label="Name" value={name} onChange={setName} error={nameError} maxLength={LMS_NAME_MAX} autoComplete="off" />
      <FormField
        id="lms-first-week"
        label="First gameweek"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={week}
        onChange={setWeek}
        hint="Teams with a squad that week enter; the fewest points go out from that week on."
        error={weekError}
      />
      <button type="submit" className="button button--primary" disabled={starting.isLoading} aria-busy={starting.isLoading}>
        {starting.isLoading ? 'Starting...' : 'Start'}
      </button>
    </form>
  );
}

/** /LMS: Last Man Standing. Until a competition has ever started it is the spec's page. */
export default function LmsPage() {
  const signedIn = useSignedIn();
  const list = useListLmsCompetitionsQuery();
  const user = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  const team = useGetMyTeamQuery(undefined, { skip: !signedIn });
  const staff = user.data?.is_staff === true;
  const shown = featured(list.data ?? []);
  const running = (list.data ?? []).some((c) => c.status === 'running');
  return (
    <section className={shown ? 'page lms' : 'page page--centred'} aria-labelledby="lms-title">
      <p className="page-kicker" aria-hidden="true">
        {shown ? 'Last Man Standing' : 'LMS'}
      </p>
      {shown ? (
        <Competition key={shown.id} id={shown.id} teamId={team.data?.id ?? null} signedIn={signedIn} staff={staff} />
      ) : (
        <>
          <h1 id="lms-title" className="page-title">
            Under Maintenance
          </h1>
          <p className="page-lead">Sorry, LMS page coming soon</p>
          {list.error && <Alert message={{ kind: 'error', text: `Error fetching the competitions: ${errorText(list.error)}` }} onRetry={() => void list.refetch()} />}
        </>
      )}
      {staff && !running && !list.isLoading && <StartForm />}
    </section>
  );
}
