import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMostRecentSnapshotQuery, type MyTeam } from '../../api';
import { DeadlineNote } from '../../components/Deadline';
import { AvailabilityWarning } from '../../components/Availability';
import { MY_ROW_ID } from './LeagueTable';
import { groupDigits } from '../../utils/numbers';

/** The top of home: the viewer's team at a glance (last gameweek, total, rank out of how many,
 *  the deadline), or a call to create one. */
export function MyTeamCard({
  team,
  noTeam,
  latestWeek,
}: {
  team: MyTeam | undefined;
  /** The viewer has no team (the server said 404). */
  noTeam: boolean;
  latestWeek: number | undefined;
}) {
  const snapshot = useGetMostRecentSnapshotQuery(team ? { teamId: team.id } : skipToken);
  const summaryLink =
    latestWeek !== undefined ? (
      <Link to={`/gameweek/${latestWeek}`} className="my-card__link">
        Gameweek {latestWeek} summary
      </Link>
    ) : null;

  if (noTeam) {
    return (
      <section className="card my-card my-card--empty" aria-labelledby="my-card-heading">
        <h2 id="my-card-heading">Your team</h2>
        <p>Pick 11 players within £100.0m and score points every gameweek.</p>
        <DeadlineNote />
        <p className="my-card__actions">
          <Link to="/CreateTeam" className="button button--primary">
            Create your team
          </Link>
          {summaryLink}
        </p>
      </section>
    );
  }
  if (!team) return null;
  const last = snapshot.data;
  return (
    <section className="card my-card" aria-labelledby="my-card-heading">
      <h2 id="my-card-heading">
        <Link to="/Team">{team.name}</Link>
      </h2>
      <dl className="my-card__stats">
        <div>
          <dt>{last ? `Gameweek ${last.game_week.week}` : 'Last gameweek'}</dt>
          <dd>
            {last ? (
              <Link to={`/team/${team.id}`} aria-label={`${last.weekly_points} points in gameweek ${last.game_week.week}: see the team`}>
                {last.weekly_points}
              </Link>
            ) : (
              '–'
            )}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{team.total_points}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd>
            {typeof team.rank === 'number' && typeof team.team_count === 'number' ? (
              <a href={`#${MY_ROW_ID}`} aria-label={`Rank ${team.rank} of ${team.team_count}: show in the league table`}>
                {team.rank}
                <span className="my-card__of"> of {groupDigits(team.team_count)}</span>
              </a>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
      <DeadlineNote />
      <AvailabilityWarning players={team.players} />
      <p className="my-card__actions">
        <Link to="/TeamTransfers" className="button button--secondary">
          Transfers
        </Link>
        {summaryLink}
      </p>
    </section>
  );
}
