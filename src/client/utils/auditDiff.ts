// What an audit entry changed, in words: pure, so it is tested without a browser.
import type { AuditEntry } from '../api';
import { availabilityWords, type Availability } from '../../domain';

type Rec = Record<string, unknown>;
type StatRec = Rec & { player: number; player_name?: string };

const LABELS: Record<string, string> = {
  team1: 'Team 1',
  team2: 'Team 2',
  team1_score: 'Team 1 score',
  team2_score: 'Team 2 score',
  date: 'Date',
  time: 'Kick-off',
  location: 'Location',
  status: 'Status',
  name: 'Name',
  team: 'Side',
  price: 'Price',
  position: 'Position',
  fixture_id: 'Fixture',
  result_id: 'Result',
  goals: 'goals',
  assists: 'assists',
  yellow_cards: 'yellow cards',
  red_cards: 'red cards',
  clean_sheets: 'clean sheet',
  MOTM: 'MOTM',
  Pen_Saves: 'pen saves',
  points: 'points',
  availability: 'Availability',
  user_id: 'Linked user',
};
const IGNORED = new Set(['id', 'game_week', 'players_stats', 'game_stats', 'retired', 'side', 'match', 'player', 'player_name', 'games_played']);
const STAT_FIELDS = ['goals', 'assists', 'yellow_cards', 'red_cards', 'clean_sheets', 'MOTM', 'Pen_Saves', 'points'];

const isAvailability = (v: unknown): v is Availability => typeof v === 'object' && v !== null && 'status' in v && 'until' in v;
const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : isAvailability(v) ? availabilityWords(v) : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** One line per changed field of an update ('Team 2 score: 1 → 2'; 'Ann Smith: goals 1 → 2'). */
export function changesOf(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  if (entry.action !== 'update' || !entry.before || !entry.after) return [];
  const before = entry.before as Rec;
  const after = entry.after as Rec;
  const out: string[] = [];
  for (const key of Object.keys({ ...before, ...after })) {
    if (IGNORED.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out.push(`${LABELS[key] ?? key}: ${shown(before[key])} → ${shown(after[key])}`);
  }
  if (Array.isArray(before.players_stats) || Array.isArray(after.players_stats)) {
    const rows = (r: unknown) => new Map(((r as StatRec[] | undefined) ?? []).map((s) => [s.player, s]));
    const was = rows(before.players_stats);
    const now = rows(after.players_stats);
    const name = (s: StatRec) => s.player_name ?? `Player #${s.player}`;
    for (const [id, s] of now) {
      const old = was.get(id);
      if (!old) {
        out.push(`${name(s)}: added`);
        continue;
      }
      const diffs = STAT_FIELDS.filter((f) => old[f] !== s[f]).map((f) => `${LABELS[f]} ${shown(old[f])} → ${shown(s[f])}`);
      if (diffs.length) out.push(`${name(s)}: ${diffs.join(', ')}`);
    }
    for (const [id, s] of was) if (!now.has(id)) out.push(`${name(s)}: removed`);
  }
  return out;
}

/** 'Created', 'Edited' or 'Deleted'. */
export const actionLabel = (action: AuditEntry['action']) => ({ create: 'Created', update: 'Edited', delete: 'Deleted' })[action];
