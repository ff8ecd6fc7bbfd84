import { DEFAULT_TIME_ZONE, zonedDateString } from '../../../domain';
import type { Match } from '../../api';

const key = (name: string) => name.trim().toLowerCase();

/**
 * A recorded match between the same two teams (either way round, case and spaces aside) on the
 * same club day as the draft's date ("YYYY-MM-DDTHH:MM", club time), other than `editingId`: a
 * second result of one game counts every player's points twice, so the form warns before saving.
 */
export function sameDayMatch(draft: { team1: string; team2: string; date: string }, matches: readonly Match[], editingId: number | null): Match | undefined {
  const day = draft.date.slice(0, 10);
  const teams = [key(draft.team1), key(draft.team2)].sort().join('\n');
  if (!day || !key(draft.team1) || !key(draft.team2)) return undefined;
  return matches.find(
    (m) => m.id !== editingId && zonedDateString(new Date(m.date), DEFAULT_TIME_ZONE) === day && [key(m.team1), key(m.team2)].sort().join('\n') === teams,
  );
}
