import { anchorWeek, anchoredWeekNumber, type WeekAnchor } from '../../domain/weekAnchors';
import { addDays } from '../../domain/gameweeks';
import { expectContract, type TestApp } from './harness';
import type { random } from './recompute';
import { gameWeeks, matchBody, postMatch, snapshotFor, type Auth, type StatInput } from './season';

// Mini-leagues whose start week is held by its Monday, for the random-sequence test: made at any
// point of a season (from a week that exists, or one beyond the last), joined by every team, and
// checked against the snapshots: a league's points are the weekly points from its start week on,
// that week numbered in today's gameweeks.

interface AnchoredLeague {
  id: number;
  code: string;
  owner: Auth;
  anchor: WeekAnchor;
}

type Standings = { member_id: number; team: { id: number } | null; points: number; rank: number }[];

/** A league's rows are its members' weekly points from gameweek `from` on (0 without a team),
 *  ranked as the main table. */
export async function expectLeaguePoints(t: TestApp, standings: Standings, from: number, league = 0) {
  const weeks = await gameWeeks(t);
  for (const s of standings) {
    let expected = 0;
    if (s.team)
      for (const w of weeks.filter((w) => w.week >= from)) expected += (await snapshotFor(t, s.team.id, w.id))?.weekly_points ?? 0;
    expect({ league, member: s.member_id, points: s.points }).toEqual({ league, member: s.member_id, points: expected });
    expect(s.rank).toBe(1 + standings.filter((o) => o.points > s.points).length);
  }
}

export function anchoredLeagues(t: TestApp, rnd: ReturnType<typeof random>) {
  const leagues: AnchoredLeague[] = [];
  const members: Auth[] = [];
  const mondays = async () => (await gameWeeks(t)).map((w) => w.start_date).sort();

  async function join(auth: Auth, league: AnchoredLeague) {
    const res = await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: auth, payload: { code: league.code } });
    expect(res.statusCode).toBe(200);
  }

  async function answer(league: AnchoredLeague) {
    const res = await t.inject({ method: 'GET', url: `/api/leagues/${league.id}/`, headers: league.owner });
    expectContract(res, 'getLeague');
    return res.json() as { start_week: number; standings: Standings };
  }

  return {
    /** A league from a random week: one that exists, or up to two beyond the last. */
    async create() {
      const now = await mondays();
      const week = rnd.int(1, now.length + 2);
      const owner = (await t.user()).auth;
      const res = await t.inject({
        method: 'POST',
        url: '/api/leagues/',
        headers: owner,
        payload: { name: `Anchored ${leagues.length + 1}`, start_week: week },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().start_week).toBe(week);
      const league = { id: res.json().id, code: res.json().code, owner, anchor: anchorWeek(week, now) };
      leagues.push(league);
      for (const auth of members) await join(auth, league);
      return 'create league';
    },

    /** A new team's owner joins every league. */
    async joinAll(auth: Auth) {
      members.push(auth);
      for (const league of leagues) await join(auth, league);
    },

    /** Every league's table as its owner reads it. */
    async tables() {
      return Promise.all(leagues.map(async (l) => (await answer(l)).standings));
    },

    /** A match dated one to three weeks before the first gameweek: every week renumbers; the
     *  tables of the leagues held by a later Monday do not move, and every table is still its
     *  members' weekly points from its start week (teams made by the new week's deadline score
     *  there, in the leagues that start on or before it). */
    async backDatedMatch(staff: Auth, stats: StatInput[]) {
      const tables = await this.tables();
      const [first] = await mondays();
      const monday = addDays(first ?? t.clock.now().toISOString().slice(0, 10), -7 * rnd.int(1, 3));
      const res = await postMatch(t, staff, matchBody({ date: `${addDays(monday, rnd.int(0, 6))}T15:00:00`, players_stats: stats }));
      expect(res.statusCode).toBe(201);
      const made = (await gameWeeks(t)).find((w) => w.id === res.json().game_week.id)!.start_date;
      const later = (all: Standings[]) => all.filter((_, i) => leagues[i].anchor.from !== null && leagues[i].anchor.from! > made);
      expect(later(await this.tables())).toEqual(later(tables));
      await this.check();
      return res.json().id as number;
    },

    /** Each league's start week is numbered in today's gameweeks and its points are the weekly
     *  points from there on; ranks as the main table. */
    async check() {
      const now = await mondays();
      for (const league of leagues) {
        const from = anchoredWeekNumber(league.anchor, now);
        const { start_week, standings } = await answer(league);
        expect({ league: league.id, start_week }).toEqual({ league: league.id, start_week: from });
        await expectLeaguePoints(t, standings, from, league.id);
      }
      return leagues.length;
    },
  };
}
