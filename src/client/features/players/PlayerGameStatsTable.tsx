import { Link } from 'react-router-dom';
import { useState } from 'react';
import type { PlayerGameStat } from '../../api';
import { DataTable, NumCells, num } from '../../components/Table';

const COLUMNS = [
  'Player',
  'Match',
  num('Goals'),
  num('Assists'),
  num('YC', 'Yellow cards'),
  num('RC', 'Red cards'),
  num('CS', 'Clean sheets'),
  num('MOTM', 'Man of the match'),
  num('Pen saves', 'Penalty saves'),
  num('Points'),
];

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
        <DataTable className="table admin-table" caption="Player stats per match" columns={COLUMNS} scroll="Match stats table">
          {rows.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <Link to={`/player/${s.player}`}>{s.name}</Link>
              </th>
              <td>{matchOf(s.match)}</td>
              <NumCells values={[s.goals, s.assists, s.yellow_cards, s.red_cards, s.clean_sheets, s.MOTM, s.Pen_Saves, s.points]} />
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
