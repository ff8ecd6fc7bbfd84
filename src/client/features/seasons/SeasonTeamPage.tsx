import { Link, useParams } from 'react-router-dom';
import { useGetSeasonTeamQuery, type SeasonTeamPlayer } from '../../api';
import { Alert } from '../../components/Alert';
import { errorText, isNotFound } from '../../api/errors';
import { Pitch, type PitchRow } from '../../components/Pitch';
import { DataTable, num } from '../../components/Table';

const LINES = [
  { position: 'Goalkeeper', label: 'Goalkeeper' },
  { position: 'Defender', label: 'Defenders' },
  { position: 'Midfielder', label: 'Midfielders' },
  { position: 'Attacker', label: 'Attackers' },
] as const;

const pts = (n: number) => `${n} ${Math.abs(n) === 1 ? 'pt' : 'pts'}`;
const armband = (p: SeasonTeamPlayer) => (p.captain ? ', captain' : p.vice_captain ? ', vice-captain' : '');

/** The 11 as they stood at the close, each with their season points and armband. */
function FinalPitch({ players }: { players: SeasonTeamPlayer[] }) {
  const rows: PitchRow[] = LINES.map((line) => ({
    key: line.position,
    label: line.label,
    keeper: line.position === 'Goalkeeper',
    tokens: players
      .filter((p) => p.position === line.position)
      .map((p, i) => ({
        key: `${p.id ?? 'gone'}-${i}`,
        name: p.name,
        team: p.team,
        caption: pts(p.points),
        badge: p.captain ? ('C' as const) : p.vice_captain ? ('V' as const) : undefined,
        ariaLabel: `${p.name}${armband(p)}, ${p.position}, ${pts(p.points)} in the season`,
      })),
  })).filter((row) => row.tokens.length > 0);
  return <Pitch rows={rows} label="The final eleven" />;
}

function PlayerName({ p }: { p: SeasonTeamPlayer }) {
  return p.id === null ? <>{p.name}</> : <Link to={`/player/${p.id}`}>{p.name}</Link>;
}

/** /seasons/{id}/teams/{place}: a closed season's team at its place in the final table, with the
 *  squad it ended the season with (kept at the close), each player's season points. */
export default function SeasonTeamPage() {
  const { seasonId, place: placeParam } = useParams();
  const id = Number(seasonId);
  const place = Number(placeParam);
  const valid = [id, place].every((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  const team = useGetSeasonTeamQuery({ id, place }, { skip: !valid });
  const back = (
    <p>
      <Link to={valid ? `/seasons/${id}` : '/seasons'}>← {team.data ? `Season ${team.data.season.name}` : 'The season'}</Link>
    </p>
  );
  if (!valid || isNotFound(team.error)) {
    return (
      <section className="page season-team">
        {back}
        <h1>Team not found</h1>
        <p>No team of a closed season is at this place. The current season&apos;s teams are on their own pages.</p>
      </section>
    );
  }
  if (team.isLoading) return <p className="page">Loading...</p>;
  const data = team.data;
  if (!data) {
    return (
      <section className="page season-team">
        {back}
        <h1>Team</h1>
        <Alert message={{ kind: 'error', text: `Error fetching the team: ${errorText(team.error)}` }} onRetry={() => void team.refetch()} />
      </section>
    );
  }
  const all = [...data.players, ...data.bench];
  return (
    <section className="page season-team">
      {back}
      <h1>{data.team_name}</h1>
      <p className="page-lead">
        Season {data.season.name}: finished {data.rank === data.place ? '' : 'joint '}
        {ordinal(data.rank)} with <strong>{pts(data.points)}</strong>. The squad as it stood when the season closed.
      </p>
      {!data.kept ? (
        <p className="home__note">This season closed before squads were kept: only its final table remains.</p>
      ) : (
        <div className="season-team__body">
          <FinalPitch players={data.players} />
          <section className="card" aria-labelledby="season-team-list">
            <h2 id="season-team-list">Players and season points</h2>
            <DataTable className="table season-table" caption={`${data.team_name}: players and their points in season ${data.season.name}`} columns={['Player', 'Position', num('Points')]}>
              {all.map((p, i) => (
                <tr key={`${p.id ?? 'gone'}-${i}`}>
                  <th scope="row">
                    <PlayerName p={p} />
                    {p.captain && ' (C)'}
                    {p.vice_captain && ' (V)'}
                    {i >= data.players.length && <span className="season-team__bench"> · bench {i - data.players.length + 1}</span>}
                  </th>
                  <td>{p.position}</td>
                  <td className="num">{p.points}</td>
                </tr>
              ))}
            </DataTable>
          </section>
        </div>
      )}
    </section>
  );
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
