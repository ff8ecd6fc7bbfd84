import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LeagueStanding } from '../../api';
import { RankMove } from '../../components/RankMove';
import { DataTable, RANKED, unseen } from '../../components/Table';
import { MemberCell, memberLabel } from './MemberCell';

/**
 * A mini-league's table: rank (with its move since the last gameweek), team, the latest
 * gameweek's points and the points from the league's start week. A row with a team
 * opens its snapshot (the name is the real link, for the keyboard); the viewer's row is marked;
 * the owner gets a Remove button on every other row.
 */
export function StandingsTable({
  standings,
  myId,
  ownerId,
  canRemove,
  onRemove,
}: {
  standings: LeagueStanding[];
  myId?: number;
  ownerId: number;
  canRemove: boolean;
  onRemove: (s: LeagueStanding) => void;
}) {
  const navigate = useNavigate();
  function openRow(e: MouseEvent<HTMLTableRowElement>, s: LeagueStanding) {
    if (!s.team || (e.target as HTMLElement).closest('a, button')) return;
    navigate(`/team/${s.team.id}`);
  }
  return (
    <DataTable
      className="table league-table standings"
      caption="Members by points in this league"
      columns={canRemove ? [...RANKED, unseen('Remove')] : RANKED}
      scroll
    >
      {standings.map((s) => {
        const mine = s.member_id === myId;
        const classes = ['league-table__row'];
        if (mine) classes.push('league-table__row--mine');
        if (!s.team) classes.push('standings__row--no-team');
        return (
          <tr key={s.member_id} className={classes.join(' ')} onClick={(e) => openRow(e, s)}>
            <td className="num league-table__rank">
              {s.rank}
              <RankMove rank={s.rank} lastRank={s.last_rank} />
            </td>
            <MemberCell member={s} myId={myId} ownerId={ownerId} />
            <td className="num league-table__week">{s.week_points}</td>
            <td className="num league-table__points">{s.points}</td>
            {canRemove && (
              <td className="standings__action">
                {s.member_id !== ownerId && (
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => onRemove(s)}
                    aria-label={`Remove ${memberLabel(s)}`}
                  >
                    Remove
                  </button>
                )}
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
