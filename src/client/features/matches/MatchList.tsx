import { DEFAULT_TIME_ZONE } from '../../../domain';
import type { Match } from '../../api';
import { RowActions } from '../../components/RowActions';

/** '01/03/2025, 15:00' in the club's time zone. */
export function formatKickOff(date: string): string {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return date;
  return instant.toLocaleString('en-GB', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
}

/** Newest first, whatever order the list arrives in. */
export function newestFirst(matches: readonly Match[]): Match[] {
  return [...matches].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}

/** 'Uni 2 – 1 Rivals' */
export const matchTitle = (m: Match) => `${m.team1} ${m.team1_score} – ${m.team2_score} ${m.team2}`;

/** Recorded matches with their score, date and gameweek, each with edit, history and delete. */
export function MatchList({
  matches,
  deletingId,
  onDelete,
  onEdit,
  onHistory,
}: {
  matches: Match[];
  deletingId: number | null;
  onDelete: (match: Match) => void;
  onEdit?: (match: Match) => void;
  onHistory?: (match: Match) => void;
}) {
  if (matches.length === 0) return <p className="match-list__empty">No matches recorded yet.</p>;
  return (
    <ul className="match-list">
      {newestFirst(matches).map((m) => {
        const title = matchTitle(m);
        return (
          <li key={m.id} className="match-list__item">
            <div className="match-list__text">
              <p className="match-list__meta">
                <span className="gw-tag">GW {m.game_week.week}</span> <time dateTime={m.date}>{formatKickOff(m.date)}</time>
              </p>
              <p className="match-list__score">
                <span className="match-list__team">{m.team1}</span>{' '}
                <strong className="match-list__goals">
                  {m.team1_score} – {m.team2_score}
                </strong>{' '}
                <span className="match-list__team">{m.team2}</span>
              </p>
              <p className="match-list__players">
                {m.players_stats.length} {m.players_stats.length === 1 ? 'player' : 'players'}
              </p>
            </div>
            <div className="match-list__actions">
              <RowActions
                onEdit={onEdit && (() => onEdit(m))}
                onHistory={onHistory && (() => onHistory(m))}
                onDelete={() => onDelete(m)}
                deleting={deletingId === m.id}
                deletingText="Deleting..."
                labels={{
                  edit: `Edit match ${title} on ${formatKickOff(m.date)}`,
                  history: `History of match ${title}`,
                  delete: `Delete match ${title} on ${formatKickOff(m.date)}`,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
