import { Link } from 'react-router-dom';
import { useGetCurrentUserQuery, useListSeasonsQuery, type SeasonSummary } from '../../api';
import { Alert } from '../../components/Alert';
import { useSignedIn } from '../../session/hooks';
import { errorText } from '../../api/errors';

/** "Hall Rovers, 212 pts", or a dash when the season has none. */
function teamLine(entry: { team_name: string; points: number } | null) {
  return entry ? `${entry.team_name}, ${entry.points} pts` : '—';
}

/** One season of the roll: its name (a link to its table), champion, runner-up and top scorer. */
function SeasonItem({ season }: { season: SeasonSummary }) {
  const current = season.status === 'current';
  return (
    <li className={`card seasons__item${current ? ' seasons__item--current' : ''}`}>
      <h2 className="seasons__name">
        <Link to={`/seasons/${season.id}`}>{season.name}</Link>
        {current && <span className="league-table__badge">Current season</span>}
      </h2>
      {current ? (
        <p className="home__note">In play: the table is live.</p>
      ) : (
        <dl className="seasons__honours">
          <dt>Champion</dt>
          <dd>{teamLine(season.champion)}</dd>
          <dt>Runner-up</dt>
          <dd>{teamLine(season.runner_up)}</dd>
          <dt>Top scorer</dt>
          <dd>
            {season.top_scorer
              ? `${season.top_scorer.player.name} (${season.top_scorer.player.team}), ${season.top_scorer.goals} ${season.top_scorer.goals === 1 ? 'goal' : 'goals'}`
              : '—'}
          </dd>
        </dl>
      )}
    </li>
  );
}

/** /seasons: the club's roll of honour, newest season first. */
export default function SeasonsPage() {
  const seasons = useListSeasonsQuery();
  // Staff see the way to close the season; a visitor is not asked who they are.
  const signedIn = useSignedIn();
  const isStaff = useGetCurrentUserQuery(undefined, { skip: !signedIn }).data?.is_staff === true;
  return (
    <section className="page seasons">
      <h1>Seasons</h1>
      <p className="page-lead">The roll of honour: every season&apos;s champion, runner-up and top scorer.</p>
      {isStaff && (
        <p>
          <Link to="/seasons/close">Close the season</Link>
        </p>
      )}
      <Alert
        message={seasons.error ? { kind: 'error', text: `Error fetching seasons: ${errorText(seasons.error)}` } : null}
        onRetry={() => void seasons.refetch()}
      />
      {seasons.isLoading ? (
        <p className="home__note">Loading...</p>
      ) : (
        <ol className="seasons__list">
          {(seasons.data ?? []).map((s) => (
            <SeasonItem key={s.id} season={s} />
          ))}
        </ol>
      )}
    </section>
  );
}
