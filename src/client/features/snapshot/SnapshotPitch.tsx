import type { SnapshotPlayer } from '../../api';
import { Pitch, type PitchRow } from '../../components/Pitch';
import { linesOf } from './snapshotWeek';
import { captainBadge, countedPoints } from '../../utils/points';
import type { SubstitutionRoles } from './substitutions';

const LINE_LABELS = { Goalkeeper: 'Goalkeeper', Defender: 'Defenders', Midfielder: 'Midfielders', Attacker: 'Attackers' } as const;

/** The week's eleven on the pitch, each with their points for that gameweek (the doubled one
 *  shown as such), the captain and vice-captain marked C and V; a starter who did not play and was
 *  replaced by a substitute is faded, with 0 counted and who came on (the product rules §21). */
export function SnapshotPitch({
  players,
  week,
  captain,
  viceCaptain,
  roles,
}: {
  players: SnapshotPlayer[];
  week: number;
  captain?: number | null;
  viceCaptain?: number | null;
  roles?: SubstitutionRoles;
}) {
  const rows: PitchRow[] = linesOf(players).map((line) => ({
    key: line.position,
    label: LINE_LABELS[line.position],
    keeper: line.position === 'Goalkeeper',
    tokens: line.players.map((p) => {
      const counted = countedPoints(p.game_week_points, p.multiplier ?? 1);
      const mark = captainBadge(p.id, captain, viceCaptain);
      const on = roles?.replacedBy.get(p.id);
      return {
        key: String(p.id),
        name: p.name,
        team: p.team,
        caption: counted.caption,
        badge: mark.badge,
        muted: on !== undefined,
        note: on ? { kind: 'off' as const, text: `Off: ${on.name} on` } : undefined,
        ariaLabel: `${p.name}${mark.spoken}, ${p.position}${on ? `, did not play: replaced by ${on.name}` : ''}, ${counted.spoken}`,
      };
    }),
  }));
  return <Pitch rows={rows} label={`Team for gameweek ${week}`} />;
}
