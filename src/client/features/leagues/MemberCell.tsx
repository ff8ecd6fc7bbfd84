import { Link } from 'react-router-dom';

/** A league table's member, as both tables name it. */
export interface TableMember {
  member_id: number;
  team: { id: number; name: string } | null;
  /** A head-to-head member who deleted their account after the league's start. */
  account_deleted?: boolean;
}

/** Who a table's row is, in words (for buttons and confirmations). */
export const memberLabel = (s: Pick<TableMember, 'member_id' | 'account_deleted'> & { team: { name: string } | null }) =>
  s.team?.name ?? (s.account_deleted ? `a deleted account (#${s.member_id})` : `a member without a team (#${s.member_id})`);

/**
 * The member cell of a league's table (classic or head-to-head): the team's name linking to its
 * page, or "No team yet" ("Deleted account" for a member who deleted theirs), and the You and Owner
 * badges.
 */
export function MemberCell({ member, myId, ownerId }: { member: TableMember; myId?: number; ownerId: number }) {
  return (
    <th scope="row">
      {member.team ? (
        <Link to={`/team/${member.team.id}`} className="league-table__link">
          {member.team.name}
        </Link>
      ) : (
        <span className="standings__no-team">{member.account_deleted ? 'Deleted account' : 'No team yet'}</span>
      )}
      {member.member_id === myId && <span className="league-table__badge league-table__badge--mine">You</span>}
      {member.member_id === ownerId && <span className="league-table__badge standings__owner">Owner</span>}
    </th>
  );
}
