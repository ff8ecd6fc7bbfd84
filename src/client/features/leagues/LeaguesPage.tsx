import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCreateLeagueMutation, useGetDeadlineQuery, useJoinLeagueMutation, useListMyLeaguesQuery } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText, fieldError, type CallError } from '../../api/errors';
import { FormField } from '../../components/FormField';
import { LEAGUE_NAME_MAX, MAX_LEAGUES_PER_USER, normaliseLeagueCode } from '../../../domain/leagues';
import { nameOrMessage } from '../../../domain/names';
import { codeFromSearch, ordinal } from './leagueLinks';

type Err = CallError;

/** /leagues: join by code (a share link fills it), create a league, and the leagues I am in. */
export default function LeaguesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const mine = useListMyLeaguesQuery();
  const [joinLeague, joining] = useJoinLeagueMutation();
  const [createLeague, creating] = useCreateLeagueMutation();
  const [code, setCode] = useState(() => codeFromSearch(location.search));
  const [name, setName] = useState('');
  const [startWeek, setStartWeek] = useState('1');
  const [kind, setKind] = useState<'classic' | 'h2h'>('classic');
  // The next deadline's date (club time; a deadline is Monday 00:00): an h2h league's earliest start.
  const nextDeadline = useGetDeadlineQuery(undefined).data?.next_deadline.slice(0, 10) ?? '';
  const [startsOn, setStartsOn] = useState('');
  const [startsOnError, setStartsOnError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [weekError, setWeekError] = useState<string | null>(null);
  const handedOver = (location.state as { message?: unknown } | null)?.message;
  const [message, setMessage] = useState<AlertMessage>(typeof handedOver === 'string' ? { kind: 'success', text: handedOver } : null);

  // A message handed over by the page before is shown once: a reload does not repeat it.
  useEffect(() => {
    if (typeof handedOver === 'string') navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, location.pathname, location.search, navigate]);

  async function join(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setCodeError(null);
    const normalised = normaliseLeagueCode(code);
    if (!normalised) {
      setCodeError('Enter the league code.');
      return;
    }
    try {
      const league = await joinLeague({ joinLeague: { code: normalised } }).unwrap();
      navigate(`/leagues/${league.id}`, { state: { message: `You are in ${league.name}.` } });
    } catch (err) {
      const text = errorText(err as Err, 'Could not join the league.');
      setCodeError(fieldError(err, 'code') ?? text);
      setMessage({ kind: 'error', text });
    }
  }

  async function create(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setNameError(null);
    setWeekError(null);
    setStartsOnError(null);
    const week = Number(startWeek);
    const startDate = startsOn || nextDeadline;
    // The rule every typed name follows, as the server checks it.
    const checked = nameOrMessage(name, 'league name', LEAGUE_NAME_MAX);
    if (checked.message !== null) {
      setNameError(checked.message);
      return;
    }
    if (kind === 'classic' && (!Number.isInteger(week) || week < 1)) {
      setWeekError('The start week is a whole number, 1 or more.');
      return;
    }
    const newLeague =
      kind === 'classic'
        ? { name: checked.name, start_week: week }
        : { name: checked.name, kind, ...(startDate ? { starts_on: startDate } : {}) };
    try {
      const league = await createLeague({ newLeague }).unwrap();
      navigate(`/leagues/${league.id}`, { state: { message: `${league.name} is ready. Share its code with your friends.` } });
    } catch (err) {
      setNameError(fieldError(err, 'name'));
      setWeekError(fieldError(err, 'start_week'));
      setStartsOnError(fieldError(err, 'starts_on'));
      setMessage({ kind: 'error', text: errorText(err as Err, 'Could not create the league.') });
    }
  }

  const loadAlert: AlertMessage = mine.error ? { kind: 'error', text: `Error fetching leagues: ${errorText(mine.error)}` } : null;

  return (
    <section className="page leagues-page">
      <h1>Mini-leagues</h1>
      <p className="page-lead">
        Your own tables for your hall, your course or your society. Join one with its code, or start one and share the code.
      </p>
      <Alert message={message ?? loadAlert} onDismiss={message ? () => setMessage(null) : undefined} />

      <section className="card leagues-page__mine" aria-labelledby="my-leagues-heading">
        <h2 id="my-leagues-heading">My leagues</h2>
        {mine.isLoading ? (
          <p className="home__note">Loading...</p>
        ) : mine.data && mine.data.length > 0 ? (
          <ul className="league-list">
            {mine.data.map((l) => (
              <li key={l.id} className="league-list__item">
                <Link to={`/leagues/${l.id}`} className="league-list__name">
                  {l.name}
                </Link>
                <span className="league-list__meta">
                  <span className="league-list__rank">
                    {ordinal(l.rank)} <span className="league-list__of">of {l.members}</span>
                  </span>
                  <span className="league-list__points">{l.points} pts</span>
                </span>
              </li>
            ))}
          </ul>
        ) : mine.error ? null : (
          <p className="home__note">You are not in any league yet. Join one with a code, or create your own below.</p>
        )}
      </section>

      <div className="leagues-page__forms">
        <form className="form card" onSubmit={join} aria-labelledby="join-heading" noValidate>
          <h2 id="join-heading">Join a league</h2>
          <FormField
            id="league-code"
            label="League code"
            value={code}
            onChange={(v) => setCode(v)}
            hint="8 letters and numbers, e.g. ABCD 2345. Spaces and lower case are fine."
            error={codeError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <button type="submit" className="button button--primary" disabled={joining.isLoading} aria-busy={joining.isLoading}>
            {joining.isLoading ? 'Joining...' : 'Join league'}
          </button>
        </form>

        <form className="form card" onSubmit={create} aria-labelledby="create-heading" noValidate>
          <h2 id="create-heading">Create a league</h2>
          <FormField
            id="league-name"
            label="League name"
            value={name}
            onChange={setName}
            error={nameError}
            maxLength={LEAGUE_NAME_MAX}
            autoComplete="off"
          />
          <fieldset className="field league-kind">
            <legend>Kind</legend>
            <label className="league-kind__choice">
              <input type="radio" name="league-kind" value="classic" checked={kind === 'classic'} onChange={() => setKind('classic')} /> Classic
              <span className="form__note"> a table of points</span>
            </label>
            <label className="league-kind__choice">
              <input type="radio" name="league-kind" value="h2h" checked={kind === 'h2h'} onChange={() => setKind('h2h')} /> Head-to-head
              <span className="form__note"> members meet one a week: 3 for a win, 1 for a draw</span>
            </label>
          </fieldset>
          {kind === 'classic' ? (
            <FormField
              id="league-start-week"
              label="Start week"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={startWeek}
              onChange={setStartWeek}
              hint="Points count from this gameweek on."
              error={weekError}
            />
          ) : (
            <FormField
              id="league-starts-on"
              label="Start date"
              type="date"
              min={nextDeadline || undefined}
              step={7}
              value={startsOn || nextDeadline}
              onChange={setStartsOn}
              hint="A Monday: the league starts at that deadline, and its members are fixed from then on."
              error={startsOnError}
            />
          )}
          <button type="submit" className="button button--primary" disabled={creating.isLoading} aria-busy={creating.isLoading}>
            {creating.isLoading ? 'Creating...' : 'Create league'}
          </button>
          <p className="form__note">You can be in up to {MAX_LEAGUES_PER_USER} leagues.</p>
        </form>
      </div>
    </section>
  );
}
