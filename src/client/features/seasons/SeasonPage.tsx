import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetSeasonQuery, type SeasonDetail } from '../../api';
import { Alert } from '../../components/Alert';
import { errorText, isNotFound } from '../../api/errors';
import { DataTable, NumCells, RANKED_POINTS, num } from '../../components/Table';
import { groupDigits } from '../../utils/numbers';

/** Rows of the final table per page: a season can have thousands of teams. */
export const SEASON_PAGE = 50;

type Standing = SeasonDetail['standings'][number];

/** A row of the table: the team opens its snapshots while the season is current, and its final
 *  squad (kept at the close) once the season is closed. */
function StandingRow({ row, seasonId }: { row: Standing; seasonId: number }) {
  const to = row.team_id !== null ? `/team/${row.team_id}` : `/seasons/${seasonId}/teams/${row.place}`;
  return (
    <tr>
      <td className="num">{row.rank}</td>
      <th scope="row">
        <Link to={to}>{row.team_name}</Link>
      </th>
      <td className="num">{row.points}</td>
    </tr>
  );
}

/** A further page of the table, asked of the server on its own. */
function MoreRows({ id, page }: { id: number; page: number }) {
  const { data } = useGetSeasonQuery({ id, limit: SEASON_PAGE, offset: page * SEASON_PAGE });
  return <>{data?.standings.map((r) => <StandingRow key={r.place} row={r} seasonId={id} />)}</>;
}

/** A top-5 list of players: name, side and the number. */
function PlayerList({ title, column, rows }: { title: string; column: string; rows: { player: { id: number; name: string; team: string }; value: number }[] }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="home__note">Nobody yet.</p>
      ) : (
        <DataTable className="table season-table" caption={title} columns={['Player', 'Side', num(column)]}>
          {rows.map((r) => (
            <tr key={r.player.id}>
              <th scope="row">
                <Link to={`/player/${r.player.id}`}>{r.player.name}</Link>
              </th>
              <td>{r.player.team}</td>
              <NumCells values={[r.value]} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** /seasons/{id}: a season's final table (live for the current one), top lists and term winners. */
export default function SeasonPage() {
  const { seasonId } = useParams();
  const { state } = useLocation();
  // A word from the page that led here (the season just closed).
  const told = typeof (state as { message?: unknown } | null)?.message === 'string' ? (state as { message: string }).message : null;
  const id = Number(seasonId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const season = useGetSeasonQuery({ id, limit: SEASON_PAGE, offset: 0 }, { skip: !valid });
  const [pages, setPages] = useState(1);
  const back = (
    <p>
      <Link to="/seasons">← All seasons</Link>
    </p>
  );
  if (!valid || isNotFound(season.error)) {
    return (
      <section className="page season">
        <h1>Season not found</h1>
        {back}
      </section>
    );
  }
  if (season.isLoading) return <p className="page">Loading...</p>;
  const data = season.data;
  if (!data) {
    return (
      <section className="page season">
        <h1>Season</h1>
        <Alert message={{ kind: 'error', text: `Error fetching the season: ${errorText(season.error)}` }} onRetry={() => void season.refetch()} />
        {back}
      </section>
    );
  }
  const shown = Math.min(pages * SEASON_PAGE, data.team_count);
  const current = data.status === 'current';
  return (
    <section className="page season">
      {back}
      <h1>Season {data.name}</h1>
      {told && <Alert message={{ kind: 'success', text: told }} />}
      <p className="page-lead">
        {current ? 'The current season: its numbers are live.' : 'Final table and honours.'} {data.team_count}{' '}
        {data.team_count === 1 ? 'team' : 'teams'}.
      </p>
      <section className="card season__table" aria-labelledby="season-table-heading">
        <h2 id="season-table-heading">{current ? 'Table' : 'Final table'}</h2>
        {data.standings.length === 0 ? (
          <p className="home__note">No teams this season.</p>
        ) : (
          <DataTable className="table league-table" caption={`Season ${data.name}: teams by points`} columns={RANKED_POINTS}>
            {data.standings.map((r) => (
              <StandingRow key={r.place} row={r} seasonId={id} />
            ))}
            {Array.from({ length: pages - 1 }, (_, k) => (
              <MoreRows key={k + 1} id={id} page={k + 1} />
            ))}
          </DataTable>
        )}
        {shown < data.team_count && (
          <div className="league-table__more">
            <p className="home__note">
              Showing the top {groupDigits(shown)} of {groupDigits(data.team_count)} teams.
            </p>
            <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
              More
            </button>
          </div>
        )}
      </section>
      <div className="season__grid">
        <PlayerList title="Top scorers" column="Goals" rows={data.top_scorers.map((r) => ({ player: r.player, value: r.goals }))} />
        <PlayerList title="Top points" column="Points" rows={data.top_points.map((r) => ({ player: r.player, value: r.points }))} />
        <section className="card" aria-labelledby="season-terms-heading">
          <h2 id="season-terms-heading">Term winners</h2>
          {data.phases.length === 0 ? (
            <p className="home__note">No terms this season.</p>
          ) : (
            <ul className="season__terms">
              {data.phases.map((p) => (
                <li key={`${p.first_week}-${p.name}`}>
                  <strong>{p.name}</strong> (gameweeks {p.first_week}-{p.last_week}):{' '}
                  {p.winner ? `${p.winner.team_name}, ${p.winner.points} pts` : 'not played yet'}
                </li>
              ))}
            </ul>
          )}
        </section>
        {data.lms.length > 0 && (
          <section className="card" aria-labelledby="season-lms-heading">
            <h2 id="season-lms-heading">Last Man Standing</h2>
            <ul className="season__terms">
              {data.lms.map((c, i) => (
                <li key={`${i}-${c.name}`}>
                  <strong>{c.name}</strong>: {c.winner ? c.winner.team_name : current ? 'still running' : 'no single winner'}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
}
