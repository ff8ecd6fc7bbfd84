import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useGetDeadlineQuery,
  useGetMyTeamQuery,
  useListGameWeeksQuery,
  useListPlayerGoalsQuery,
  useListPlayerPointsQuery,
  useListPhasesQuery,
  useListTeamsQuery,
} from '../../api';
import { Alert } from '../../components/Alert';
import { errorText, isNotFound, type CallError } from '../../api/errors';
import { LeagueTable, leaguePageArgs } from './LeagueTable';
import { MyTeamCard } from './MyTeamCard';
import { ResultsBanner } from './ResultsBanner';
import { TopPlayersTable } from './TopPlayersTable';
import { topPlayers } from './leaders';

// A term's table loads when its tab is first chosen: the season's table is the one home opens with.
const TermTable = lazy(() => import('./TermTable').then((m) => ({ default: m.TermTable })));

// Each part of home reads its own answers, and only what it shows of them (selectFromResult), so
// an answer redraws its own part rather than the whole page; the answers arrive one by one.
// A part is drawn with its answers as a deferred update (useDeferredValue of "ready"): React then
// builds it in short slices between which the phone stays responsive, not in one long task.
// (A query not yet started counts as loading, as the hooks count it without selectFromResult.)
const settled = <T,>({
  data,
  isLoading,
  isUninitialized,
  error,
}: {
  data?: T;
  isLoading: boolean;
  isUninitialized: boolean;
  error?: CallError;
}) => ({
  data,
  isLoading: isLoading || isUninitialized,
  error,
});
const errorOnly = ({ error }: { error?: CallError }) => ({ error });

/** The first page of the league table: further pages load when asked for (a season can have 50,000 teams). */
const FIRST_PAGE = leaguePageArgs(0);
/** The top lists of both sides (no `side`): one cache entry shared by the lists and their errors. */
const BOTH_SIDES = {};

const pending = ({ isLoading, isUninitialized }: { isLoading: boolean; isUninitialized: boolean }) => ({
  pending: isLoading || isUninitialized,
});

/** The viewer's team at a glance (or a call to create one). */
const MyTeamPart = memo(function MyTeamPart() {
  // Marks the viewer's own row; a user without a team (404) simply has none.
  const myTeam = useGetMyTeamQuery(undefined, { selectFromResult: settled });
  // The latest gameweek, for the card's summary link.
  const weeks = useListGameWeeksQuery(
    {},
    {
      selectFromResult: ({ data, isLoading, isUninitialized }) => ({
        latest: data?.length ? data[data.length - 1].week : undefined,
        pending: isLoading || isUninitialized,
      }),
    },
  );
  // The card's deadline line: asked for with the rest rather than once the team has arrived.
  const deadline = useGetDeadlineQuery(undefined, { selectFromResult: pending });
  const ready = useDeferredValue(!(myTeam.isLoading || weeks.pending || deadline.pending));
  if (!ready) {
    // The space of the card, kept until its parts have arrived, so that it is drawn once, whole,
    // and nothing below it moves.
    return (
      <div className="card my-card my-card--loading" aria-busy="true">
        <p className="home__note">Loading...</p>
      </div>
    );
  }
  return <MyTeamCard team={myTeam.data} noTeam={isNotFound(myTeam.error)} latestWeek={weeks.latest} />;
});

/** The errors of the league and the top lists, above the grid. */
const Alerts = memo(function Alerts() {
  // A failed read offers Retry: the page is not a dead end when the server was briefly away.
  const teams = useListTeamsQuery(FIRST_PAGE, { selectFromResult: errorOnly });
  const goals = useListPlayerGoalsQuery(BOTH_SIDES, { selectFromResult: errorOnly });
  const points = useListPlayerPointsQuery(BOTH_SIDES, { selectFromResult: errorOnly });
  const playersError = goals.error ?? points.error;
  const retryPlayers = () => {
    if (goals.error) void goals.refetch();
    if (points.error) void points.refetch();
  };
  return (
    <>
      <Alert message={teams.error ? { kind: 'error', text: `Error fetching teams: ${errorText(teams.error)}` } : null} onRetry={() => void teams.refetch()} />
      <Alert message={playersError ? { kind: 'error', text: `Error fetching players: ${errorText(playersError)}` } : null} onRetry={retryPlayers} />
    </>
  );
});

const LeaguePart = memo(function LeaguePart() {
  const teams = useListTeamsQuery(FIRST_PAGE, { selectFromResult: settled });
  const myTeam = useGetMyTeamQuery(undefined, { selectFromResult: settled });
  const ready = useDeferredValue(!(teams.isLoading || myTeam.isLoading));
  // The season's table, or a term's (prizes per term): tabs only when staff have set terms.
  const terms = useListPhasesQuery(undefined, { selectFromResult: ({ data }) => ({ data }) }).data ?? [];
  const [termId, setTermId] = useState<number | null>(null);
  const term = terms.find((t) => t.id === termId);
  return (
    <section className="card home__league" aria-labelledby="league-heading">
      <h2 id="league-heading">Fantasy League Table</h2>
      {terms.length > 0 && (
        <div className="side-switch" role="group" aria-label="League table: season or term">
          {[{ id: null, name: 'Season' }, ...terms].map((t) => (
            <button
              key={t.id ?? 'season'}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={(term?.id ?? null) === t.id}
              onClick={() => setTermId(t.id)}
            >
              {t.name}
            </button>
          ))}
        </div>
      )}
      {/* Drawn once, with the viewer's row marked: not first without the mark and again with it. */}
      {term ? (
        <Suspense fallback={<p className="home__note">Loading...</p>}>
          <TermTable id={term.id} myTeamId={myTeam.data?.id} />
        </Suspense>
      ) : !ready ? (
        <p className="home__note home__loading home__loading--league">Loading...</p>
      ) : teams.data && teams.data.length > 0 ? (
        <LeagueTable first={teams.data} myTeam={myTeam.data} />
      ) : teams.error ? null : (
        <p className="home__note">
          No teams yet — <Link to="/CreateTeam">create yours!</Link>
        </p>
      )}
      {/* After the table (not below its loading room, which a short table would pull them up from). */}
      {(ready || term) && (
        <>
          <p className="home__note home__leagues">
            Play against your hall, course or society: <Link to="/leagues">your mini-leagues</Link>
          </p>
          <p className="home__note">
            Past champions: <Link to="/seasons">Seasons</Link>
          </p>
        </>
      )}
    </section>
  );
});

/** The two top-5 lists, in order. */
const TOP_LISTS = [
  { by: 'goals', id: 'top-scorers', title: 'Top Scorers', column: 'Goals', empty: 'No goals scored yet.' },
  { by: 'points', id: 'top-points', title: 'Top Points', column: 'Points', empty: 'No points scored yet.' },
] as const;

type Side = 'both' | 'men' | 'women';
const SIDES: { value: Side; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
];

/** One top-5 list, drawn from its own answer, of both sides or of one. */
const TopList = memo(function TopList({ by, ...list }: (typeof TOP_LISTS)[number]) {
  const useList = by === 'goals' ? useListPlayerGoalsQuery : useListPlayerPointsQuery;
  const [side, setSide] = useState<Side>('both');
  const query = useList(side === 'both' ? BOTH_SIDES : { side }, { selectFromResult: settled });
  const ready = useDeferredValue(!query.isLoading);
  return (
    <TopPlayersTable
      {...list}
      players={topPlayers(query.data, by)}
      value={(p) => p[by]}
      loading={!ready}
      failed={Boolean(query.error)}
      controls={
        <div className="side-switch" role="group" aria-label={`${list.title}: side`}>
          {SIDES.map((s) => (
            <button key={s.value} type="button" className="button button--secondary button--small" aria-pressed={side === s.value} onClick={() => setSide(s.value)}>
              {s.label}
            </button>
          ))}
        </div>
      }
    />
  );
});

/** Home: the viewer's team at a glance, the fantasy league table, the top scorers and the top points. */
export default function HomePage() {
  return (
    <section className="page home">
      <h1 className="visually-hidden">Fantasy XI</h1>
      <ResultsBanner />
      <MyTeamPart />
      <Alerts />
      <div className="home__grid">
        <LeaguePart />
        {TOP_LISTS.map((list) => (
          <TopList key={list.id} {...list} />
        ))}
      </div>
    </section>
  );
}
