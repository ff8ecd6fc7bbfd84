import { Link, useParams } from 'react-router-dom';
import { DEFAULT_TIME_ZONE, formatMoney, toTenths, zonedDateString } from '../../../domain';
import {
  useGetPlayerHistoryQuery,
  useListMensFixturesQuery,
  useListPlayersQuery,
  useListResultsQuery,
  useListWomensFixturesQuery,
  type Fixture,
  type Player,
} from '../../api';
import { useFirstLoad } from '../../utils/useFirstLoad';
import { Alert } from '../../components/Alert';
import { AvailabilityFlag } from '../../components/Availability';
import { errorText } from '../../api/errors';
import { formatKickOffDay } from '../../utils/dates';
import { PlayerPastSeasons } from './PlayerPastSeasons';
import { columnsFor, nextFixtures, opponentOf, resultFor, seasonGames, sideOfTeam } from './playerSeason';

export { opponentOf } from './playerSeason';

/** The fixtures of the player's side, and whether they are still on their way. */
function useSideFixtures(player: Player | undefined): { list: Fixture[]; isLoading: boolean } {
  const side = player && sideOfTeam(player.team);
  const men = useListMensFixturesQuery({}, { skip: side !== 'men' });
  const women = useListWomensFixturesQuery({}, { skip: side !== 'women' });
  const query = side === 'men' ? men : women;
  return { list: query.data ?? [], isLoading: query.isLoading };
}

/** The next three fixtures of the player's side, with where they are played. */
function NextFixtures({ player, list }: { player: Player; list: Fixture[] }) {
  const next = nextFixtures(list, zonedDateString(new Date(), DEFAULT_TIME_ZONE));
  return (
    <section className="card player-page__next" aria-labelledby="next-heading">
      <h2 id="next-heading">Next fixtures</h2>
      {next.length === 0 ? (
        <p className="home__note">No fixtures coming up.</p>
      ) : (
        <ul className="player-page__fixtures">
          {next.map((f) => (
            <li key={f.id}>
              <span className="player-page__fixture-when">{formatKickOffDay(f.date, f.time)}</span>{' '}
              <span className="player-page__fixture-who">v {opponentOf(player, f)}</span>{' '}
              <span className="player-page__fixture-where">{f.location}</span>
              {f.status === 'postponed' && <span className="status-badge status-badge--postponed">Postponed</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /player/:id: a player's numbers, their side's next fixtures, and their season match by match
 *  (gameweek, opponent, result, the counts that matter for their position, points). */
export default function PlayerPage() {
  const { playerId } = useParams();
  const id = Number(playerId);
  const { data: players, error, isLoading } = useListPlayersQuery();
  const results = useListResultsQuery({});
  const player = players?.find((p) => p.id === id);
  const fixtures = useSideFixtures(player);
  const history = useGetPlayerHistoryQuery({ id }, { skip: !player });
  const waiting = useFirstLoad(fixtures.isLoading || results.isLoading || history.isLoading, id);

  if (isLoading)
    return (
      <section className="page player-page">
        <p>Loading...</p>
      </section>
    );
  if (error)
    return (
      <section className="page player-page">
        <Alert message={{ kind: 'error', text: `Error fetching players: ${errorText(error)}` }} />
      </section>
    );
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
    // What a player of the position scores by: a goalkeeper by clean sheets and saved penalties.
    ...(player.position === 'Goalkeeper'
      ? ([
          ['Clean sheets', player.clean_sheets],
          ['Penalty saves', player.game_stats.reduce((n, g) => n + g.Pen_Saves, 0)],
        ] as [string, number][])
      : ([
          ['Goals', player.goals],
          ['Assists', player.assists],
        ] as [string, number][])),
  ];
  const games = seasonGames(player.game_stats);
  const columns = columnsFor(player.position);
  const resultOf = new Map((results.data ?? []).map((r) => [r.id, r]));
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
      {/* The fixtures, the results and the past seasons are drawn together once they are in: a section growing
          from empty to its list would push the ones below it down the phone's screen. */}
      {waiting ? (
        <p className="home__note">Loading...</p>
      ) : (
        <>
          <NextFixtures player={player} list={fixtures.list} />
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
                      <th scope="col">Result</th>
                      {columns.map((c) => (
                        <th key={c.key} scope="col" className="num">
                          <abbr title={c.title}>{c.short}</abbr>
                        </th>
                      ))}
                      <th scope="col" className="num">
                        <abbr title="Points">Pts</abbr>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {games.map((g) => {
                      const result = resultOf.get(g.match.id);
                      return (
                        <tr key={g.id}>
                          <td>
                            <Link to={`/gameweek/${g.match.game_week.week}`}>GW {g.match.game_week.week}</Link>
                          </td>
                          <th scope="row">{opponentOf(player, g.match)}</th>
                          <td className={result ? `player-page__result player-page__result--${resultFor(player, result)[0]}` : undefined}>
                            {result ? resultFor(player, result) : ''}
                          </td>
                          {columns.map((c) => (
                            <td key={c.key} className="num">
                              {g[c.key]}
                            </td>
                          ))}
                          <td className="num">{g.points}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <PlayerPastSeasons playerId={player.id} name={player.name} />
        </>
      )}
    </section>
  );
}
