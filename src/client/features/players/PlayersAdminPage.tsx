import { useDeferredValue, useMemo, useState } from 'react';
import { useCreatePlayerMutation, useDeletePlayerMutation, useListMatchesQuery, useListPlayerGameStatsQuery, useListPlayersQuery, useUpdatePlayerMutation, type NewPlayer, type Player, type PlayerUpdate } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HistoryDialog } from '../../components/HistoryDialog';
import { EditPlayerDialog } from './EditPlayerDialog';
import { AvailabilityDialog } from './AvailabilityDialog';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { EMPTY_PLAYER_QUERY, PlayerSearch, matchesPlayerQuery, sidesOf } from '../../components/PlayerSearch';
import { CreatePlayerForm } from './CreatePlayerForm';
import { PlayerGameStatsTable } from './PlayerGameStatsTable';
import { PlayersTable } from './PlayersTable';
import { createPlayerAlert, deletePlayerAlert, updatePlayerAlert } from './playerAlerts';

/** Staff page: add, list (with totals) and delete players, and see the per-match stats (folded). */
export default function PlayersAdminPage() {
  const players = useListPlayersQuery();
  const stats = useListPlayerGameStatsQuery();
  const matches = useListMatchesQuery();
  // The lists (hundreds of cards and rows) are drawn from their answers as deferred updates: React
  // builds them in short slices between which the phone stays responsive, not in one long task.
  const playersReady = useDeferredValue(!players.isLoading);
  const statsReady = useDeferredValue(!stats.isLoading);
  const matchName = new Map((matches.data ?? []).map((m) => [m.id, `v ${m.team2}, GW ${m.game_week.week}`]));
  const [createPlayer, { isLoading: creating }] = useCreatePlayerMutation();
  const [deletePlayer] = useDeletePlayerMutation();
  const [updatePlayer, { isLoading: saving }] = useUpdatePlayerMutation();
  const [confirming, setConfirming] = useState<Player | null>(null);
  const [editing, setEditing] = useState<Player | null>(null);
  const [history, setHistory] = useState<Player | null>(null);
  const [availability, setAvailability] = useState<Player | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [message, setMessage] = useState<AlertMessage>(null);
  const [query, setQuery] = useState(EMPTY_PLAYER_QUERY);
  const [statsOpen, setStatsOpen] = useState(false);

  const all = useMemo(() => (players.data ?? []).filter((p) => !p.retired), [players.data]);
  const sides = useMemo(() => sidesOf(all), [all]);
  const names = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p.name])), [players.data]);

  async function create(newPlayer: NewPlayer): Promise<boolean> {
    const alert = createPlayerAlert(await createPlayer({ newPlayer }));
    setMessage(alert);
    return alert?.kind === 'success';
  }

  async function save(player: Player, playerUpdate: PlayerUpdate): Promise<boolean> {
    const alert = updatePlayerAlert(await updatePlayer({ id: player.id, playerUpdate }));
    setMessage(alert);
    return alert?.kind === 'success';
  }

  async function remove(player: Player) {
    setConfirming(null);
    setDeletingId(player.id);
    setMessage(deletePlayerAlert(await deletePlayer({ id: player.id })));
    setDeletingId(null);
  }

  // A call's outcome is shown first; failing loads otherwise stay visible in the same region.
  const loadError: AlertMessage = stats.error
    ? { kind: 'error', text: `Error fetching player game stats: ${errorText(stats.error)}` }
    : players.error
      ? { kind: 'error', text: `Error fetching players: ${errorText(players.error)}` }
      : null;

  return (
    <section className="page admin-page">
      <h1>Players</h1>
      <Alert message={message ?? loadError} onDismiss={message ? () => setMessage(null) : undefined} />
      <CreatePlayerForm sides={sides} busy={creating} onCreate={create} />
      <section className="admin-section" aria-labelledby="players-heading">
        <h2 id="players-heading">All players</h2>
        <PlayerSearch query={query} onChange={setQuery} sides={sides} label="Filter players" />
        {!playersReady ? (
          <p>Loading...</p>
        ) : (
          <PlayersTable players={all.filter((p) => matchesPlayerQuery(p, query))} deletingId={deletingId} onDelete={setConfirming} onEdit={setEditing} onHistory={setHistory} onAvailability={setAvailability} />
        )}
      </section>
      {/* Drawn once the players are in: drawn before, the players' arrival would push it down the screen. */}
      {playersReady && (
        <section className="admin-section" aria-labelledby="stats-heading">
          {/* Folded: hundreds of rows, looked at now and then; the page stays short on a phone. */}
          <details className="admin-fold" open={statsOpen} onToggle={(e) => setStatsOpen(e.currentTarget.open)}>
            <summary>
              <h2 id="stats-heading">Match stats</h2>
              <span className="admin-fold__count">{stats.data ? ` ${stats.data.length.toLocaleString('en-GB')} rows` : ''}</span>
            </summary>
            {!statsOpen ? null : !statsReady ? (
              <p>Loading...</p>
            ) : (
              <PlayerGameStatsTable stats={stats.data ?? []} nameOf={(id) => names.get(id) ?? `Player #${id}`} matchOf={(id) => matchName.get(id) ?? `#${id}`} />
            )}
          </details>
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this player?"
          text={`Delete ${confirming.name} (${confirming.position}, ${confirming.team})? A player with match stats or in a team is retired instead: it stays in history.`}
          confirmLabel="Delete player"
          onConfirm={() => remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {editing && <EditPlayerDialog player={editing} sides={sides} busy={saving} onSave={(u) => save(editing, u)} onClose={() => setEditing(null)} />}
      {availability && (
        <AvailabilityDialog player={availability} onSaved={(text) => setMessage({ kind: 'success', text })} onClose={() => setAvailability(null)} />
      )}
      {history && <HistoryDialog entity="player" entityId={history.id} title={history.name} onClose={() => setHistory(null)} />}
    </section>
  );
}
