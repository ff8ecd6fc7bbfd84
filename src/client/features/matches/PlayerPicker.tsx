import { useMemo, useState } from 'react';
import type { PlayerSummary } from '../../api';
import { EMPTY_PLAYER_QUERY, PlayerSearch, matchesPlayerQuery, sidesOf } from '../../components/PlayerSearch';

const MAX_RESULTS = 12;

/**
 * Adds players who played: a whole side in one tap (then remove the few who did not play), or
 * one by one by searching for a name or side. Players already in the match are not offered.
 */
export function PlayerPicker({
  players,
  loading = false,
  chosen,
  onAdd,
}: {
  players: PlayerSummary[];
  loading?: boolean;
  chosen: ReadonlySet<number>;
  onAdd: (ids: number[]) => void;
}) {
  const [query, setQuery] = useState(EMPTY_PLAYER_QUERY);
  const sides = useMemo(() => sidesOf(players), [players]);
  const available = players.filter((p) => !chosen.has(p.id));
  const searching = query.text.trim() !== '' || query.side !== '';
  const results = searching ? available.filter((p) => matchesPlayerQuery(p, query)) : [];

  return (
    <section className="player-picker" aria-labelledby="player-picker-heading">
      <h3 id="player-picker-heading">Add players who played</h3>
      {loading ? (
        <p className="player-picker__note">Loading...</p>
      ) : players.length === 0 ? (
        <p className="player-picker__note">No players yet: add them on the Players page first.</p>
      ) : (
        <>
          <div className="player-picker__sides">
            {sides.map((side) => {
              const ids = available.filter((p) => p.team === side).map((p) => p.id);
              return (
                <button
                  key={side}
                  type="button"
                  className="button button--small player-picker__side"
                  disabled={ids.length === 0}
                  onClick={() => onAdd(ids)}
                >
                  Add all players of {side} <span className="player-picker__count">({ids.length})</span>
                </button>
              );
            })}
          </div>
          <PlayerSearch query={query} onChange={setQuery} sides={sides} label="Find a player" />
          {searching && (
            <div className="player-picker__results">
              {results.length === 0 ? (
                <p className="player-picker__note">No players left to add match this search.</p>
              ) : (
                <ul className="player-picker__list" aria-label="Players to add">
                  {results.slice(0, MAX_RESULTS).map((p) => (
                    <li key={p.id}>
                      <button type="button" className="player-picker__add" onClick={() => onAdd([p.id])} aria-label={`Add ${p.name} (${p.position}, ${p.team})`}>
                        <span aria-hidden="true" className="player-picker__plus">
                          +
                        </span>
                        <span className="player-picker__name">{p.name}</span>
                        <span className="player-picker__meta">
                          {p.position} · {p.team}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {results.length > MAX_RESULTS && (
                <p className="player-picker__note">
                  Showing {MAX_RESULTS} of {results.length}: type more of the name to narrow the list.
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
