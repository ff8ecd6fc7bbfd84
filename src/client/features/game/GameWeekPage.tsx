import { Link, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetGameWeekSummaryQuery, useGetMyTeamQuery, useListGameWeeksQuery, useListTeamSnapshotsQuery, type GameWeekSummary } from '../../api';
import { useHasSession } from '../../session/hooks';
import { Alert } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { Pitch, type PitchRow } from '../../components/Pitch';
import { pts } from '../../utils/points';
import { formatDate } from '../../utils/dates';

const LINES = [
  { position: 'Goalkeeper', label: 'Goalkeeper' },
  { position: 'Defender', label: 'Defenders' },
  { position: 'Midfielder', label: 'Midfielders' },
  { position: 'Attacker', label: 'Attackers' },
] as const;

function teamOfTheWeekRows(summary: GameWeekSummary): PitchRow[] {
  return LINES.map((line) => ({
    key: line.position,
    label: line.label,
    keeper: line.position === 'Goalkeeper',
    tokens: summary.team_of_the_week.players
      .filter((p) => p.position === line.position)
      .map((p) => ({ key: String(p.id), name: p.name, team: p.team, caption: pts(p.game_week_points), ariaLabel: `${p.name}, ${p.position}, ${pts(p.game_week_points)}` })),
  })).filter((row) => row.tokens.length > 0);
}

/** The signed-in user's team and its points in a gameweek: undefined while they load, null for a
 *  visitor or a user without a team; `points` null when the team had no squad that week. */
function useMyWeek(gameWeekId: number | undefined): { teamId: number; points: number | null } | null | undefined {
  const hasSession = useHasSession();
  const team = useGetMyTeamQuery(hasSession ? undefined : skipToken);
  const teamId = team.data?.id;
  const snapshot = useListTeamSnapshotsQuery(teamId !== undefined && gameWeekId !== undefined ? { teamId, gameWeekId } : skipToken);
  if (!hasSession) return null;
  if (team.isLoading) return undefined;
  if (teamId === undefined) return null;
  if (snapshot.isLoading || snapshot.isUninitialized) return undefined;
  return { teamId, points: snapshot.data?.[0]?.weekly_points ?? null };
}

/** /gameweek/:week — a gameweek at a glance (with the user's own points), with Previous and Next. */
export default function GameWeekPage() {
  const { week: weekParam } = useParams();
  const week = Number(weekParam);
  const valid = Number.isInteger(week) && week >= 1;
  const all = useListGameWeeksQuery({});
  const found = all.data?.find((w) => w.week === week);
  const summary = useGetGameWeekSummaryQuery(found ? { id: found.id } : skipToken);
  const last = all.data?.length ?? 0;
  const mine = useMyWeek(found?.id);

  const nav = (
    <nav className="snapshot__nav" aria-label="Gameweeks">
      {valid && week > 1 && last > 0 ? (
        <Link className="button snapshot__step" to={`/gameweek/${Math.min(week - 1, last)}`}>
          <span aria-hidden="true">‹ </span>Previous
        </Link>
      ) : (
        <span className="button snapshot__step" aria-disabled="true">
          <span aria-hidden="true">‹ </span>Previous
        </span>
      )}
      <h1 className="snapshot__week">Gameweek {valid ? week : '?'}</h1>
      {valid && week < last ? (
        <Link className="button snapshot__step" to={`/gameweek/${week + 1}`}>
          Next<span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className="button snapshot__step" aria-disabled="true">
          Next<span aria-hidden="true"> ›</span>
        </span>
      )}
    </nav>
  );

  let body;
  if (all.error) body = <Alert message={{ kind: 'error', text: errorText(all.error) }} />;
  else if (!all.data) body = <p>Loading...</p>;
  else if (!found) body = <Alert message={{ kind: 'error', text: `There is no gameweek ${valid ? week : weekParam} yet.` }} />;
  else if (summary.error) body = <Alert message={{ kind: 'error', text: errorText(summary.error) }} />;
  else if (!summary.data || mine === undefined) body = <p>Loading...</p>;
  else body = <Summary summary={summary.data} mine={mine} week={week} />;

  return (
    <section className="page gameweek-page">
      <header className="snapshot__head">{nav}</header>
      {body}
    </section>
  );
}

function Summary({ summary, mine, week }: { summary: GameWeekSummary; mine: { teamId: number; points: number | null } | null; week: number }) {
  const s = summary;
  return (
    <>
      <p className="gameweek-page__dates">
        <time dateTime={s.game_week.start_date}>{formatDate(s.game_week.start_date)}</time> to{' '}
        <time dateTime={s.game_week.end_date}>{formatDate(s.game_week.end_date)}</time>
      </p>
      <dl className="gameweek-page__stats">
        {mine && (
          <div className="gameweek-page__mine">
            <dt>Your team</dt>
            <dd>
              {mine.points === null ? '–' : mine.points}
              <span className="gameweek-page__who">
                <Link to={`/team/${mine.teamId}/${week}`}>{mine.points === null ? 'No squad that week' : 'See your team that week'}</Link>
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>Average points</dt>
          <dd>{s.average_points}</dd>
        </div>
        <div>
          <dt>Highest points</dt>
          <dd>
            {s.highest_points}
            {s.highest_team && (
              <span className="gameweek-page__who">
                <Link to={`/team/${s.highest_team.id}`}>{s.highest_team.name}</Link>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Player of the week</dt>
          <dd>
            {s.player_of_the_week ? (
              <>
                {pts(s.player_of_the_week.points)}
                <span className="gameweek-page__who">
                  <Link to={`/player/${s.player_of_the_week.player.id}`}>{s.player_of_the_week.player.name}</Link>
                </span>
              </>
            ) : (
              '–'
            )}
          </dd>
        </div>
        {(['men', 'women'] as const).map((side) => {
          const best = s.player_of_the_week_by_side[side];
          return (
            <div key={side}>
              <dt>{side === 'men' ? "Men's player of the week" : "Women's player of the week"}</dt>
              <dd>
                {best ? (
                  <>
                    {pts(best.points)}
                    <span className="gameweek-page__who">
                      <Link to={`/player/${best.player.id}`}>{best.player.name}</Link>
                    </span>
                  </>
                ) : (
                  '–'
                )}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>Most captained</dt>
          <dd>
            {s.most_captained ? (
              <>
                {s.most_captained.teams} {s.most_captained.teams === 1 ? 'team' : 'teams'}
                <span className="gameweek-page__who">
                  <Link to={`/player/${s.most_captained.player.id}`}>{s.most_captained.player.name}</Link>
                </span>
              </>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="totw-heading" className="gameweek-page__totw">
        <h2 id="totw-heading">
          Team of the week{s.team_of_the_week.formation ? ` (${s.team_of_the_week.formation})` : ''}: {pts(s.team_of_the_week.total_points)}
        </h2>
        {s.team_of_the_week.players.length > 0 ? (
          <>
            <Pitch rows={teamOfTheWeekRows(s)} label={`Team of gameweek ${s.game_week.week}`} />
            <ul className="gameweek-page__list">
              {s.team_of_the_week.players.map((p) => (
                <li key={p.id}>
                  <Link to={`/player/${p.id}`}>{p.name}</Link> <span className="gameweek-page__pos">{p.position}</span>{' '}
                  <strong>{pts(p.game_week_points)}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="home__note">Not enough players for a team yet.</p>
        )}
      </section>
    </>
  );
}
