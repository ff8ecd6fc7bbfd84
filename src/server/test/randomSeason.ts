import { expectContract, type TestApp } from './harness';
import type { PlayerPool } from './fixtures';
import { random, SHAPES } from './recompute';
import { createTeam, postMatch, matchBody, removeMatch, row, transfer, type Auth, type StatInput, type Team } from './season';
import { nextDeadlineAfter, zonedDateString } from '../../domain/gameweeks';

// A seeded random season made of API calls (creates, transfers, captaincy, benches reordered and
// swapped with the 11, team deletes, clock moves, matches recorded, edited and deleted), one step
// at a time: the random-sequence tests drive it and check after each few steps that nothing
// differs from a full recompute. Matches pick their players from everyone, so benched players and
// absent starters play or not at random, and automatic substitutions come and go. The rules change
// now and then (limits on and off, chips on and off) and teams play chips, a free hit among them:
// while one is played for the next deadline, the team shows and saves the squad kept under it.

export type RandomSeason = ReturnType<typeof randomSeason>;

export function randomSeason(
  t: TestApp,
  pool: PlayerPool,
  staff: Auth,
  seed: number,
  opts: { onCreate?: (team: Team) => Promise<void>; decisions?: boolean } = {},
) {
  const rnd = random(seed);
  // Rules changes and chips only when asked for (other sequences keep the steps of their seeds).
  const decisions = opts.decisions ?? false;
  const squad = () => {
    const [d, m, a] = rnd.pick(SHAPES).split('-').map(Number);
    return [
      rnd.pick(pool.Goalkeeper),
      ...rnd.shuffle(pool.Defender).slice(0, d),
      ...rnd.shuffle(pool.Midfielder).slice(0, m),
      ...rnd.shuffle(pool.Attacker).slice(0, a),
    ];
  };
  const everyone = [...pool.Goalkeeper, ...pool.Defender, ...pool.Midfielder, ...pool.Attacker];
  const positionOf = new Map((Object.keys(pool) as (keyof PlayerPool)[]).flatMap((pos) => pool[pos].map((id) => [id, pos] as const)));
  const count = (players: number[], pos: keyof PlayerPool) => players.filter((p) => positionOf.get(p) === pos).length;
  const allowed = (players: number[]) =>
    count(players, 'Goalkeeper') === 1 && SHAPES.includes(`${count(players, 'Defender')}-${count(players, 'Midfielder')}-${count(players, 'Attacker')}`);
  // A bench of 1-4 players not among the 11, in a random order; now and then none.
  const benchFor = (players: number[]) => (rnd.next() < 0.2 ? [] : rnd.shuffle(everyone.filter((p) => !players.includes(p))).slice(0, rnd.int(1, 4)));
  const benches = new Map<number, number[]>();
  const statRow = (player: number): StatInput =>
    row(player, {
      goals: rnd.next() < 0.2 ? rnd.int(1, 3) : 0,
      assists: rnd.next() < 0.2 ? rnd.int(1, 2) : 0,
      yellow_cards: rnd.next() < 0.15 ? rnd.int(1, 2) : 0,
      red_cards: rnd.next() < 0.05 ? 1 : 0,
      clean_sheets: rnd.next() < 0.3 ? 1 : 0,
      MOTM: rnd.next() < 0.1 ? 1 : 0,
      Pen_Saves: rnd.next() < 0.05 ? 1 : 0,
      points: rnd.int(-100, 100), // ignored by the server
    });
  // Captaincy as a save may send it: left out, null, or one of the 11 (the vice a different one,
  // also from a captain the team keeps when only the vice is sent).
  const captains = new Map<number, number | null>();
  const captaincy = (players: number[], teamId?: number) => {
    const out: { captain?: number | null; vice_captain?: number | null } = {};
    const [c, v] = rnd.shuffle(players);
    const r2 = rnd.next();
    if (r2 < 0.6) Object.assign(out, { captain: c, vice_captain: rnd.next() < 0.8 ? v : null });
    else if (r2 < 0.7) Object.assign(out, { captain: null });
    else if (r2 < 0.8) Object.assign(out, { vice_captain: teamId !== undefined && captains.get(teamId) === v ? c : v });
    return out;
  };
  const squads = new Map<number, number[]>();
  /** A free hit played for the week of `week` (its Monday): the squad saved under it, shown while
   *  that week is the next deadline's (the clock may move back before it and on again). */
  const freeHits = new Map<string, { squad: number[]; bench: number[]; captain: number | null }>();
  const nextMonday = () => zonedDateString(nextDeadlineAfter(t.clock.now(), t.config.clubTimezone), t.config.clubTimezone);
  /** What the team shows now: its free hit's squad, or its own. */
  const shown = (id: number) => {
    const fh = freeHits.get(`${id} ${nextMonday()}`);
    if (fh) return { squad: fh.squad, bench: fh.bench, captain: fh.captain, fh };
    return { squad: squads.get(id)!, bench: benches.get(id)!, captain: captains.get(id) ?? null, fh: null };
  };
  const save = (id: number, squad: number[], bench: number[], captain: number | null) => {
    const { fh } = shown(id);
    if (fh) Object.assign(fh, { squad, bench, captain });
    else {
      squads.set(id, squad);
      benches.set(id, bench);
      captains.set(id, captain);
    }
  };
  /** The squads, captains and benches every team shows now (for ownViewsDrift). */
  const views = () => {
    const [sq, cap, ben] = [new Map<number, number[]>(), new Map<number, number | null>(), new Map<number, number[]>()];
    for (const team of teams) {
      const v = shown(team.id);
      sq.set(team.id, v.squad);
      cap.set(team.id, v.captain);
      ben.set(team.id, v.bench);
    }
    return [sq, cap, ben] as const;
  };
  const CHIP_NAMES = ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'];
  // Anywhere from three weeks ago to a day ahead, sometimes right on a Monday midnight.
  const randomMatch = () => {
    const at = new Date(t.clock.now().getTime() - rnd.int(-23 * 60, 21 * 24 * 60) * 60_000);
    const date = rnd.next() < 0.1 ? `${at.toISOString().slice(0, 10)}T00:00` : at.toISOString();
    return { date, players_stats: rnd.shuffle(everyone).slice(0, rnd.int(1, 16)).map(statRow) };
  };

  const teams: Team[] = [];
  const matchIds: number[] = [];
  const counts: Record<string, number> = {};
  let names = 0;

  /** One random call (or clock move); answers what it was. */
  async function step(): Promise<string> {
    const r = rnd.next();
    let op: string;
    if (r < 0.12 && teams.length < 12) {
      op = 'create team';
      const players = squad();
      const chosen = captaincy(players);
      const bench = rnd.next() < 0.85 ? benchFor(players) : undefined;
      const team = await createTeam(t, `Random ${++names}`, players, { ...chosen, ...(bench ? { bench } : {}) });
      captains.set(team.id, chosen.captain ?? null);
      teams.push(team);
      squads.set(team.id, players);
      benches.set(team.id, bench ?? []);
      await opts.onCreate?.(team);
    } else if (r < 0.24 && teams.length > 0) {
      op = 'transfer';
      const team = rnd.pick(teams);
      const players = squad();
      // A new bench, or none sent: the bench stays, less anyone now among the 11.
      const bench = rnd.next() < 0.5 ? benchFor(players) : undefined;
      const captain = (await transfer(t, team, players, { ...captaincy(players, team.id), ...(bench ? { bench } : {}) })).captain;
      save(team.id, players, bench ?? shown(team.id).bench.filter((p) => !players.includes(p)), captain);
    } else if (r < 0.27 && teams.length > 0) {
      op = 'change captain';
      const team = rnd.pick(teams);
      const v = shown(team.id);
      save(team.id, v.squad, v.bench, (await transfer(t, team, v.squad, captaincy(v.squad, team.id))).captain);
    } else if (r < 0.31 && teams.some((x) => shown(x.id).bench.length > 0)) {
      // The bench reordered, or a bench player swapped with one of the 11 where the shape allows
      // (not a transfer); the captaincy sent or left out (then kept while among the 11).
      op = 'bench change';
      const team = rnd.pick(teams.filter((x) => shown(x.id).bench.length > 0));
      let players = shown(team.id).squad;
      const bench = rnd.shuffle(shown(team.id).bench);
      const k = rnd.int(0, bench.length - 1);
      const out = rnd.shuffle(players).find((p) => allowed(players.map((x) => (x === p ? bench[k] : x))));
      if (out !== undefined && rnd.next() < 0.7) {
        players = players.map((x) => (x === out ? bench[k] : x));
        bench[k] = out;
      }
      save(team.id, players, bench, (await transfer(t, team, players, { ...captaincy(players, team.id), bench })).captain);
    } else if (decisions && r < 0.345 && teams.length > 0) {
      // A chip played (refused, naming `chip`, when the week has one, it is used in the term or the
      // rules have none), or the one played taken back.
      const team = rnd.pick(teams);
      if (rnd.next() < 0.25) {
        op = 'take back chip';
        const res = await t.inject({ method: 'DELETE', url: '/api/team/chip/', headers: team.auth });
        expectContract(res, 'takeBackChip');
        expect([204, 404]).toContain(res.statusCode);
        if (res.statusCode === 204) freeHits.delete(`${team.id} ${nextMonday()}`);
      } else {
        op = 'play chip';
        const chip = rnd.pick(CHIP_NAMES);
        const res = await t.inject({ method: 'POST', url: '/api/team/chip/', headers: team.auth, payload: { chip } });
        expectContract(res, 'playChip');
        if (res.statusCode === 200) {
          const v = shown(team.id);
          if (chip === 'free_hit') freeHits.set(`${team.id} ${nextMonday()}`, { squad: v.squad, bench: v.bench, captain: v.captain });
        } else {
          expect(res.statusCode).toBe(400);
          expect(Object.keys(res.json().errors)).toEqual(['chip']);
        }
      }
    } else if (decisions && r < 0.36) {
      op = 'set rules';
      const limited = rnd.next() < 0.8;
      const rules = { free_transfers: limited ? rnd.int(1, 3) : null, max_banked: rnd.int(1, 5), transfer_cost: rnd.int(1, 10), chips: rnd.next() < 0.85 };
      const res = await t.inject({ method: 'PUT', url: '/api/rules/', headers: staff, payload: rules });
      expectContract(res, 'updateRules');
      expect(res.statusCode).toBe(200);
    } else if (r < (decisions ? 0.385 : 0.34) && teams.length > 3) {
      op = 'delete team';
      const team = teams.splice(rnd.int(0, teams.length - 1), 1)[0];
      const res = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: team.auth });
      expect(res.statusCode).toBe(204);
    } else if (r < 0.5) {
      // Mostly forward by hours to days; now and then back a little (a different CLOCK_OFFSET).
      op = 'move clock';
      const hours = rnd.next() < 0.1 ? -rnd.int(1, 48) : rnd.int(1, 96);
      t.clock.advance(hours * 3_600_000);
    } else if (r < 0.76 || (r < 0.86 && matchIds.length === 0)) {
      op = 'record match';
      const res = await postMatch(t, staff, matchBody(randomMatch()));
      if (res.statusCode === 201) matchIds.push(res.json().id);
      else {
        // Only the date rules may refuse a generated match (a day ahead; before the season).
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['date']);
      }
    } else if (r < 0.86) {
      // An edit: new date (often another week), new stat rows, new score.
      op = 'edit match';
      const id = rnd.pick(matchIds);
      const res = await t.inject({ method: 'PUT', url: `/api/matches/${id}/`, headers: staff, payload: matchBody({ ...randomMatch(), team1_score: rnd.int(0, 5) }) });
      expectContract(res, 'updateMatch');
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['date']);
      } else expect(res.json().id).toBe(id);
    } else if (matchIds.length > 0) {
      op = 'delete match';
      const id = matchIds.splice(rnd.int(0, matchIds.length - 1), 1)[0];
      expect((await removeMatch(t, staff, id)).statusCode).toBe(204);
    } else {
      op = 'nothing';
    }
    counts[op] = (counts[op] ?? 0) + 1;
    return op;
  }

  /** A season closed: its teams and matches are gone (the generator starts again from none). */
  function seasonClosed() {
    teams.length = 0;
    matchIds.length = 0;
    squads.clear();
    captains.clear();
    benches.clear();
    freeHits.clear();
  }

  /** Random stat rows for 1 to 16 players (a back-dated match's, say). */
  const randomRows = () => rnd.shuffle(everyone).slice(0, rnd.int(1, 16)).map(statRow);

  return { rnd, step, seasonClosed, randomRows, teams, squads, benches, captains, views, matchIds, counts, names: () => names };
}
