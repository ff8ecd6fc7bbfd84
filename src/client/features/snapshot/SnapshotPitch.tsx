import type { SnapshotPlayer } from '../../api';
import { Pitch, type PitchRow } from '../../components/Pitch';
import { linesOf } from './snapshotWeek';

const LINE_LABELS = { Goalkeeper: 'Goalkeeper', Defender: 'Defenders', Midfielder: 'Midfielders', Attacker: 'Attackers' } as const;

const pts = (n: number) => `${n} ${Math.abs(n) === 1 ? 'pt' : 'pts'}`;

/** The week's eleven on the pitch, each with their points for that gameweek. */
export function SnapshotPitch({ players, week }: { players: SnapshotPlayer[]; week: number }) {
  const rows: PitchRow[] = linesOf(players).map((line) => ({
    key: line.position,
    label: LINE_LABELS[line.position],
    keeper: line.position === 'Goalkeeper',
    tokens: line.players.map((p) => ({
      key: String(p.id),
      name: p.name,
      caption: pts(p.game_week_points),
      ariaLabel: `${p.name}, ${p.position}, ${pts(p.game_week_points)}`,
    })),
  }));
  return <Pitch rows={rows} label={`Team for gameweek ${week}`} />;
}
