import { Link, useParams } from '../../router';
import { formatMoney, toTenths } from '../../../domain';
import { useListPlayersQuery, type Player, type PlayerMatchStat } from '../../api';
import { Alert } from '../../components/Alert';
import { AvailabilityFlag } from '../../components/Availability';
import { errorText } from '../../api/errors';

/** The other side of a match, seen from the player's side (both teams when it played in neither). */
export function opponentOf(player: Pick<Player, 'team'>, match: PlayerMatchStat['match']): string {
  const ours = (team: string) => team === player.team || team.toLowerCase().includes(player.team.toLowerCase());
  if (ours(match.team1) && !ours(match.team2)) return match.team2;
  if (ours(match.team2) && !ours(match.team1)) return match.team1;
  return `${match.team1} v ${match.team2}`;
}

/** /player/:id — a player's season match by match: gameweek, opponent, goals, assists, points. */
export default function PlayerPage() {
  const { playerId } = useParams();
  const id = Number(playerId);
  const { data: players, error, isLoading } = useListPlayersQuery();
  const player = players?.find((p) => p.id === id);

  if (isLoading) return <section className="page player-page"><p>Loading...</p></section>;
  if (error) return <section className="page player-page"><Alert message={{ kind: 'error', text: `Error fetching players: ${errorText(error)}` }} /></section>;
  if (!player) {
    return (
      <section className="page player-page">
        <h1>Player</h1>
        <Alert message={{ kind: 'error', text: 'There is no such player.' }} />
        <p>
          <Link to="/">Back to the league table</Link>
        </p>
      </section>
    );
  }
  const price = toTenths(player.price);
  const stats: [string, string | number][] = [
    ['Points', player.points],
    ['Form', player.form],
    ['Price', price === null ? String(player.price) : formatMoney(price)],
    ['Selected by', `${player.selected_by_percent}%`],
    ['Goals', player.goals],
    ['Assists', player.assists],
  ];
  const games = [...player.game_stats].sort((a, b) => a.match.date.localeCompare(b.match.date) || a.match.id - b.match.id);
  return (
    <section className="page player-page" aria-labelledby="player-name">
      <header className="player-page__head">
        <h1 id="player-name">{player.name}</h1>
        <p className="player-page__sub">
          {player.position} · {player.team}
        </p>
        <AvailabilityFlag availability={player.availability} className="player-page__flag" />
      </header>
      <dl className="player-page__stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="card" aria-labelledby="season-heading">
        <h2 id="season-heading">Season match by match</h2>
        {games.length === 0 ? (
          <p className="home__note">No matches played yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table player-page__table">
              <caption className="visually-hidden">{player.name}: every match this season</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <abbr title="Gameweek">GW</abbr>
                  </th>
                  <th scope="col">Opponent</th>
                  <th scope="col" className="num">
                    <abbr title="Goals">G</abbr>
                  </th>
                  <th scope="col" className="num">
                    <abbr title="Assists">A</abbr>
                  </th>
                  <th scope="col" className="num">
                    <abbr title="Points">Pts</abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {games.map((g) => (
                  <tr key={g.id}>
                    <td>
                      <Link to={`/gameweek/${g.match.game_week.week}`}>GW {g.match.game_week.week}</Link>
                    </td>
                    <th scope="row">{opponentOf(player, g.match)}</th>
                    <td className="num">{g.goals}</td>
                    <td className="num">{g.assists}</td>
                    <td className="num">{g.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
