import { useId } from 'react';

// Search and filter for lists of players that can grow (docs/rules.md §15): a text that
// matches the name or the side, and a choice of side.

export interface PlayerQuery {
  text: string;
  /** '' means every side. */
  side: string;
}

export const EMPTY_PLAYER_QUERY: PlayerQuery = { text: '', side: '' };

type Searchable = { name: string; team: string };

export function matchesPlayerQuery(p: Searchable, q: PlayerQuery): boolean {
  const text = q.text.trim().toLocaleLowerCase();
  if (q.side && p.team !== q.side) return false;
  return !text || p.name.toLocaleLowerCase().includes(text) || p.team.toLocaleLowerCase().includes(text);
}

/** The distinct sides of a list of players, sorted. */
export function sidesOf(players: readonly Searchable[]): string[] {
  return [...new Set(players.map((p) => p.team))].sort((a, b) => a.localeCompare(b));
}

export function PlayerSearch({
  query,
  onChange,
  sides,
  label = 'Search players',
}: {
  query: PlayerQuery;
  onChange: (q: PlayerQuery) => void;
  sides: string[];
  label?: string;
}) {
  const id = useId();
  return (
    <div className="player-search" role="search" aria-label={label}>
      <div className="player-search__field">
        <label htmlFor={`${id}-text`}>{label}</label>
        <input
          id={`${id}-text`}
          type="search"
          value={query.text}
          placeholder="Name or side"
          autoComplete="off"
          onChange={(e) => onChange({ ...query, text: e.target.value })}
        />
      </div>
      <div className="player-search__field">
        <label htmlFor={`${id}-side`}>Side</label>
        <select id={`${id}-side`} value={query.side} onChange={(e) => onChange({ ...query, side: e.target.value })}>
          <option value="">All sides</option>
          {sides.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
