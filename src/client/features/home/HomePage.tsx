import { Link } from '../../router';
import { useGetMyTeamQuery, useListGameWeeksQuery, useListPlayerGoalsQuery, useListPlayerPointsQuery, useListTeamsQuery } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { isNotFound } from '../../api/errors';
import { LeagueTable, leaguePageArgs } from './LeagueTable';
import { MyTeamCard } from './MyTeamCard';
import { TopPlayersTable } from './TopPlayersTable';
import { topPlayers } from './leaders';

/** The two top-5 lists, in order. */
const TOP_LISTS = [
  { by: 'goals', id: 'top-scorers', title: 'Top Scorers', column: 'Goals', empty: 'No goals scored yet.' },
  { by: 'points', id: 'top-points', title: 'Top Points', column: 'Points', empty: 'No points scored yet.' },
] as const;

/** Home: the viewer's team at a glance, the fantasy league table, the top scorers and the top points. */
export default function HomePage() {
  // The first page of the table only; further pages load when asked for (a season can have 50,000 teams).
  const teams = useListTeamsQuery(leaguePageArgs(0));
  const goals = useListPlayerGoalsQuery();
  const points = useListPlayerPointsQuery();
  // Marks the viewer's own row; a user without a team (404) simply has none to mark.
  const myTeam = useGetMyTeamQuery();
  const weeks = useListGameWeeksQuery({});
  const latestWeek = weeks.data?.length ? weeks.data[weeks.data.length - 1].week : undefined;

  const playersError = goals.error ?? points.error;
  const teamsAlert: AlertMessage = teams.error ? { kind: 'error', text: `Error fetching teams: ${errorText(teams.error)}` } : null;
  const playersAlert: AlertMessage = playersError
    ? { kind: 'error', text: `Error fetching players: ${errorText(playersError)}` }
    : null;

  return (
    <section className="page home">
      <h1 className="visually-hidden">Fantasy XI</h1>
      {myTeam.isLoading ? (
        // The space of the card, kept while it loads, so nothing below it jumps when it arrives.
        <div className="card my-card my-card--loading" aria-busy="true">
          <p className="home__note">Loading...</p>
        </div>
      ) : (
        <MyTeamCard team={myTeam.data} noTeam={isNotFound(myTeam.error)} latestWeek={latestWeek} />
      )}
      <Alert message={teamsAlert} />
      <Alert message={playersAlert} />
      <div className="home__grid">
        <section className="card home__league" aria-labelledby="league-heading">
          <h2 id="league-heading">Fantasy League Table</h2>
          {teams.isLoading ? (
            <p className="home__note home__loading home__loading--league">Loading...</p>
          ) : teams.data && teams.data.length > 0 ? (
            <LeagueTable first={teams.data} myTeam={myTeam.data} />
          ) : teams.error ? null : (
            <p className="home__note">
              No teams yet — <Link to="/CreateTeam">create yours!</Link>
            </p>
          )}
          <p className="home__note home__leagues">
            Play against your hall, course or society: <Link to="/leagues">your mini-leagues</Link>
          </p>
        </section>
        {TOP_LISTS.map(({ by, ...list }) => {
          const query = by === 'goals' ? goals : points;
          return (
            <TopPlayersTable
              key={list.id}
              {...list}
              players={topPlayers(query.data, by)}
              value={(p) => p[by]}
              loading={query.isLoading}
              failed={Boolean(query.error)}
            />
          );
        })}
      </div>
    </section>
  );
}
