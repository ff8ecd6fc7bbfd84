import { useId, useState } from 'react';
import { useGetLeagueMatchesQuery, useListGameWeeksQuery, type H2HMatch, type H2HStanding } from '../../api';
import { errorText } from '../../api/errors';
import { DataTable, num, unseen } from '../../components/Table';
import { MemberCell, memberLabel } from './MemberCell';


const H2H_COLUMNS = [
  num('#', 'Rank'),
  'Team',
  num('P', 'Played'),
  num('W', 'Won'),
  num('D', 'Drawn'),
  num('L', 'Lost'),
  num('Score', 'Weekly points scored in its rounds'),
  num('Pts', 'Points: 3 a win, 1 a draw'),
];

/**
 * A head-to-head league's table: rank, team, played, won, drawn, lost, score and points. The
 * viewer's row is marked; before the start the owner may remove members.
 */
export function H2hTable({
  standings,
  myId,
  ownerId,
  canRemove,
  onRemove,
}: {
  standings: H2HStanding[];
  myId?: number;
  ownerId: number;
  canRemove: boolean;
  onRemove: (s: H2HStanding) => void;
}) {
  return (
    <DataTable
      className="table league-table h2h-table"
      caption="Members by head-to-head points in this league"
      columns={canRemove ? [...H2H_COLUMNS, unseen('Remove')] : H2H_COLUMNS}
      scroll
    >
      {standings.map((s) => {
        const mine = s.member_id === myId;
        return (
          <tr key={s.member_id} className={mine ? 'league-table__row league-table__row--mine' : 'league-table__row'}>
            <td className="num league-table__rank">{s.rank}</td>
            <MemberCell member={s} myId={myId} ownerId={ownerId} />
            <td className="num">{s.played}</td>
            <td className="num">{s.won}</td>
            <td className="num">{s.drawn}</td>
            <td className="num">{s.lost}</td>
            <td className="num">{s.score}</td>
            <td className="num league-table__points">{s.points}</td>
            {canRemove && (
              <td className="standings__action">
                {s.member_id !== ownerId && (
                  <button type="button" className="button button--danger button--small" onClick={() => onRemove(s)} aria-label={`Remove ${memberLabel(s)}`}>
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

function sideName(side: H2HMatch['away']): string {
  if ('average' in side) return 'Average';
  return side.team?.name ?? (side.account_deleted ? 'Deleted account' : 'No team');
}

/** One round's pairs: each side's name and weekly points; AVERAGE shown as "Average". */
export function H2hMatchList({ matches, myId }: { matches: H2HMatch[]; myId?: number }) {
  return (
    <ul className="h2h-matches">
      {matches.map((m) => {
        const mine = m.home.member_id === myId || (!('average' in m.away) && m.away.member_id === myId);
        const awayKey = 'average' in m.away ? 'average' : m.away.member_id;
        return (
          <li key={`${m.home.member_id}-${awayKey}`} className={mine ? 'h2h-match h2h-match--mine' : 'h2h-match'}>
            <span className="h2h-match__side h2h-match__side--home">{sideName(m.home)}</span>
            <span className="h2h-match__score" aria-label={`${m.home.points} to ${m.away.points}`}>
              {m.home.points} – {m.away.points}
            </span>
            <span className="h2h-match__side h2h-match__side--away">{sideName(m.away)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The matches of a round: the latest by default, any of the league's rounds by the picker. */
export function H2hRounds({ leagueId, startWeek, myId }: { leagueId: number; startWeek: number; myId?: number }) {
  const pickerId = useId();
  const [week, setWeek] = useState<number | undefined>(undefined);
  const weeks = (useListGameWeeksQuery({}).data ?? []).map((w) => w.week).filter((w) => w >= startWeek).sort((a, b) => b - a);
  const matches = useGetLeagueMatchesQuery({ id: leagueId, week });
  const shown = week ?? weeks[0];
  return (
    <>
      {weeks.length > 1 && (
        <p className="field h2h-rounds__picker">
          <label htmlFor={pickerId}>Round</label>
          <select id={pickerId} value={shown} onChange={(e) => setWeek(Number(e.target.value))}>
            {weeks.map((w) => (
              <option key={w} value={w}>
                Gameweek {w}
              </option>
            ))}
          </select>
        </p>
      )}
      {matches.error ? (
        <p className="home__note">Error fetching the matches: {errorText(matches.error)}</p>
      ) : matches.isLoading ? (
        <p className="home__note">Loading...</p>
      ) : matches.data && matches.data.length > 0 ? (
        <>
          {shown !== undefined && <p className="h2h-rounds__week">Gameweek {shown}</p>}
          <H2hMatchList matches={matches.data} myId={myId} />
        </>
      ) : (
        <p className="home__note">No round has been played yet: the first is the gameweek from the start date.</p>
      )}
    </>
  );
}
