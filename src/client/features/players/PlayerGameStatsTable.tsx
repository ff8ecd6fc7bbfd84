import { Link } from '../../router';
import { useState } from 'react';
import type { PlayerGameStat } from '../../api';

/** The per-match stat rows (GET /api/player-game-stats/), newest match first, searchable by player. */
export function PlayerGameStatsTable({
  stats,
  nameOf,
  matchOf = (id) => `#${id}`,
}: {
  stats: PlayerGameStat[];
  nameOf: (id: number) => string;
  /** How a match is named: its opponent and gameweek ("v Castlegate College, GW 10"). */
  matchOf?: (id: number) => string;
}) {
  const [text, setText] = useState('');
  const needle = text.trim().toLocaleLowerCase();
  const rows = stats
    .map((s) => ({ ...s, name: s.player_name ?? nameOf(s.player) }))
    .filter((s) => !needle || s.name.toLocaleLowerCase().includes(needle));
  return (
    <>
      <div className="player-search" role="search" aria-label="Search match stats">
        <div className="player-search__field">
          <label htmlFor="game-stats-search">Search by player</label>
          <input id="game-stats-search" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="admin-empty">{stats.length === 0 ? 'No match stats yet.' : 'No match stats match your search.'}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Match stats table">
          <table className="table admin-table">
            <caption className="visually-hidden">Player stats per match</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Match</th>
                <th scope="col" className="num">Goals</th>
                <th scope="col" className="num">Assists</th>
                <th scope="col" className="num"><abbr title="Yellow cards">YC</abbr></th>
                <th scope="col" className="num"><abbr title="Red cards">RC</abbr></th>
                <th scope="col" className="num"><abbr title="Clean sheets">CS</abbr></th>
                <th scope="col" className="num"><abbr title="Man of the match">MOTM</abbr></th>
                <th scope="col" className="num"><abbr title="Penalty saves">Pen saves</abbr></th>
                <th scope="col" className="num">Points</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={`/player/${s.player}`}>{s.name}</Link>
                  </th>
                  <td>{matchOf(s.match)}</td>
                  <td className="num">{s.goals}</td>
                  <td className="num">{s.assists}</td>
                  <td className="num">{s.yellow_cards}</td>
                  <td className="num">{s.red_cards}</td>
                  <td className="num">{s.clean_sheets}</td>
                  <td className="num">{s.MOTM}</td>
                  <td className="num">{s.Pen_Saves}</td>
                  <td className="num">{s.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
