import { Fragment, type ReactNode } from 'react';
import { useListMensFixturesQuery, useListWomensFixturesQuery, type Fixture } from '../../api';
import type { DeadlineInfo } from '../../components/Deadline';
import { formatKickOffDay } from '../../utils/dates';
import { fixturesInWeek, isOurs, opponentOf, sideOfTeam } from '../../utils/opponents';

type TeamPlayer = { id: number; team: string };
export type PickLine = { caption: ReactNode; spoken: string };

/** 'v Keele' when the fixture names the player's team, else both teams ('Uni v Keele'). */
function versus(player: TeamPlayer, f: Fixture): { v: boolean; opponent: string } {
  return { v: isOurs(player, f.team1) !== isOurs(player, f.team2), opponent: opponentOf(player, f) };
}
const versusText = (player: TeamPlayer, f: Fixture) => {
  const { v, opponent } = versus(player, f);
  return v ? `v ${opponent}` : opponent;
};

/** The line under a player in the Pick team view, from their side's fixtures in the gameweek
 *  the picks count from (the next deadline's: docs/rules.md §5). */
export function opponentLine(player: TeamPlayer, fixtures: readonly Fixture[], deadline: DeadlineInfo): PickLine {
  const games = fixturesInWeek(player, fixtures, deadline.monday);
  // The week's number only once its gameweek exists; before that, named by its deadline.
  const week = deadline.knownWeek !== null ? `gameweek ${deadline.knownWeek}` : `the week from the deadline ${deadline.words}`;
  if (games.length === 0) return { caption: 'No match', spoken: `no match in ${week}` };
  const when = games.map((f) => `${versusText(player, f)}, ${formatKickOffDay(f.date, f.time)}`).join('; ');
  return {
    caption: (
      <span className="token__fixture" title={when}>
        {games.map((f, i) => {
          const { v, opponent } = versus(player, f);
          // The "v" gives way on a phone, where the opponent's name needs the room (CSS).
          return (
            <Fragment key={f.id}>
              {i > 0 && ', '}
              {v && <span className="token__vs">v </span>}
              {opponent}
            </Fragment>
          );
        })}
      </span>
    ),
    spoken: `${week}: ${when}`,
  };
}

/**
 * Each player's opponent in the gameweek the picks count from, for the Pick team pitch (no
 * points there: those are the Points view's). The fixtures of a side are asked for only when the
 * team has players of it.
 */
export function useOpponentLines(players: readonly TeamPlayer[], deadline: DeadlineInfo | null): (id: number) => PickLine {
  const needsMen = players.some((p) => sideOfTeam(p.team) === 'men');
  const needsWomen = players.some((p) => sideOfTeam(p.team) === 'women');
  const men = useListMensFixturesQuery({ upcoming: true }, { skip: !needsMen });
  const women = useListWomensFixturesQuery({ upcoming: true }, { skip: !needsWomen });
  const failed = (needsMen && men.isError) || (needsWomen && women.isError);
  const ready = (!needsMen || men.data !== undefined) && (!needsWomen || women.data !== undefined);
  const fixtures = [...(men.data ?? []), ...(women.data ?? [])];
  return (id) => {
    const player = players.find((p) => p.id === id);
    if (failed) return { caption: '–', spoken: 'next match not known' };
    // Until the deadline and fixtures arrive, an empty line of the same height.
    if (!player || !deadline || !ready) return { caption: '\u00a0', spoken: '' };
    return opponentLine(player, fixtures, deadline);
  };
}
