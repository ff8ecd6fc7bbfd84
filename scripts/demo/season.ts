// The demo season's loader: accounts, then everything else through the app's own API, week by week.
import { fromTenths } from '../../src/domain/money';
import { addDays, weekStartOf, zonedDateString, zonedToInstant } from '../../src/domain/gameweeks';
import { createUser } from '../../src/server/modules/accounts/users.service';
import { seededRandom, Dice } from '../random';
import { DemoApiError, DemoRefusedError, type ApiAnswer, type DemoSummary, type DemoTarget, type HttpMethod } from './api';
import {
  FAN_COUNT, FORMATIONS, MANAGER_EMAIL, MANAGER_TEAM, OPPONENTS, PAST_FIXTURES, PAST_WEEKS, SIDES, SQUAD_SHAPE, STAFF_EMAIL,
  SURNAMES, TEAM_NAMES, UPCOMING_FIXTURES, fanEmail, fixtureBody, randomPassword, type DemoPlayer, type DemoTeam, type Side,
} from './club';
import { makeMatch } from './matches';
import { benchSwap, budgetBeside, pickBench, pickSquad, transfer } from './squads';
import { refusalReason } from './refusal';

// ---------------------------------------------------------------------------------------------
// The loader

export async function loadDemoSeason(target: DemoTarget): Promise<DemoSummary> {
  const started = Date.now();
  const { db, tokens, timeZone } = target;
  const progress = target.progress ?? (() => undefined);
  const dice = new Dice(seededRandom(20261118));

  const refusal = await refusalReason(db);
  if (refusal) throw new DemoRefusedError(refusal);

  // --- the calendar: gameweek k (1..10) is the Monday-to-Sunday week k weeks before this one's
  const today = zonedDateString(target.now, timeZone);
  const thisMonday = weekStartOf(today);
  const mondayOf = (week: number) => addDays(thisMonday, -7 * (PAST_WEEKS + 1 - week));
  const at = (date: string, time: string) => zonedToInstant(date, time, timeZone);
  let clockAt = new Date(0);
  const setClock = (when: Date) => {
    clockAt = when;
    target.setClock(when);
  };

  // --- the API, with a clear stop on any unexpected answer
  async function api<T>(method: HttpMethod, url: string, body: unknown, token: string | undefined, expected: number): Promise<T> {
    let answer: ApiAnswer;
    try {
      answer = await target.call(method, url, body, token);
    } catch (e) {
      throw new DemoApiError(`${method} ${url} failed: ${(e as Error).message}. The demo season is incomplete: start again with an empty database.`);
    }
    if (answer.status !== expected) {
      const shown = answer.text.length > 400 ? `${answer.text.slice(0, 400)}…` : answer.text;
      throw new DemoApiError(
        `${method} ${url} answered ${answer.status} (expected ${expected}) at game time ${clockAt.toISOString()}: ${shown.replace(/\s+/g, ' ')}. ` +
          'The demo season is incomplete: start again with an empty database.',
      );
    }
    return (answer.text ? JSON.parse(answer.text) : undefined) as T;
  }
  // Tokens use real time, so a fresh one per call never expires mid-run, whatever the lifetime.
  const stamps = new Map<number, string>(); // each account's stamp, which its tokens carry
  const tokenOf = (userId: number) => tokens.issue(userId, 'access', 0, stamps.get(userId) ?? '');

  // --- accounts
  const passwords = {
    staff: target.passwords?.staff ?? randomPassword(),
    manager: target.passwords?.manager ?? randomPassword(),
    fans: target.passwords?.fans ?? randomPassword(),
  };
  progress('Making the accounts...');
  const account = async (input: Parameters<typeof createUser>[1]) => {
    const user = await createUser(db, input);
    stamps.set(user.id, user.accountStamp);
    return user;
  };
  const staff = await account({ email: STAFF_EMAIL, password: passwords.staff, isStaff: true });
  const staffToken = () => tokenOf(staff.id);
  const manager = await account({ email: MANAGER_EMAIL, password: passwords.manager });
  const fans: { id: number; email: string }[] = [];
  for (let n = 1; n <= FAN_COUNT; n++) fans.push(await account({ email: fanEmail(n), password: passwords.fans }));

  // --- players, in pre-season (three weeks before the first deadline)
  progress('Adding the players of both sides...');
  setClock(at(addDays(mondayOf(1), -21), '10:00'));
  const surnames = dice.shuffle(SURNAMES);
  const players: DemoPlayer[] = [];
  for (const side of SIDES) {
    const firstNames = dice.shuffle(side.firstNames);
    for (const shape of SQUAD_SHAPE) {
      for (let i = 0; i < shape.count; i++) {
        const spread = shape.hi - shape.lo;
        const base = shape.hi - (spread * i) / Math.max(1, shape.count - 1);
        const priceTenths = Math.min(shape.hi, Math.max(shape.lo, Math.round(base + dice.int(-5, 5))));
        const name = `${firstNames.pop()} ${surnames.pop()}`;
        const created = await api<{ id: number }>(
          'POST',
          '/api/players/',
          { name, position: shape.position, team: side.team, price: fromTenths(priceTenths) },
          await staffToken(),
          201,
        );
        players.push({ id: created.id, name, position: shape.position, side, priceTenths, form: 0 });
      }
    }
  }

  // --- the club's rules from the first deadline: 1 free transfer a week (5 banked), 4 points each beyond
  await api('PUT', '/api/rules/', { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true }, await staffToken(), 200);

  // --- fantasy teams, made over the week before the first deadline
  progress('Building the fantasy teams...');
  const owners = [{ id: manager.id, email: manager.email }, ...fans];
  const names = [MANAGER_TEAM, ...dice.shuffle(TEAM_NAMES.filter((n) => n !== MANAGER_TEAM))];
  const teams: DemoTeam[] = [];
  const firstDeadline = at(mondayOf(1), '00:00');
  const windowStart = at(addDays(mondayOf(1), -6), '09:00').getTime();
  for (let i = 0; i < owners.length; i++) {
    // Spread from Tuesday morning to Sunday evening, in order, all before the deadline.
    const when = new Date(windowStart + Math.floor(((firstDeadline.getTime() - 3_600_000 - windowStart) * (i + dice.next() * 0.5)) / owners.length));
    setClock(when);
    const team: DemoTeam = { name: names[i], userId: owners[i].id, squad: [], bench: [], menBias: dice.pick([0.5, 0.8, 1, 1, 1, 1.25, 2]) };
    // Most keep a full bench of cheap players (the manager's team always), a few a shorter one;
    // the 11 are picked with what the bench leaves.
    team.bench = pickBench(dice, players, i === 0 ? 4 : dice.table([[4, 70], [3, 12], [2, 12], [0, 6]] as const));
    const rest = players.filter((p) => !team.bench.includes(p));
    team.squad = pickSquad(dice, rest, dice.table(FORMATIONS), team.menBias, budgetBeside(team.bench));
    // Captain the dearest player, vice the next (PUT keeps them while they stay among the 11).
    const [captain, vice] = [...team.squad].sort((x, y) => y.priceTenths - x.priceTenths || x.id - y.id);
    await api(
      'POST',
      '/api/team/',
      { name: team.name, players: team.squad.map((p) => p.id), bench: team.bench.map((p) => p.id), captain: captain.id, vice_captain: vice.id },
      await tokenOf(team.userId),
      201,
    );
    teams.push(team);
  }

  // --- a head-to-head league of the manager and six fans (an odd count: one meets AVERAGE each
  // week), made before the first deadline, from which its members are fixed
  progress('Starting a head-to-head league...');
  const h2hLeague = { name: 'Halls Head-to-Head', kind: 'h2h', starts_on: mondayOf(1) };
  const h2h = await api<{ id: number; code: string }>('POST', '/api/leagues/', h2hLeague, await tokenOf(manager.id), 201);
  for (const fan of fans.slice(0, 6)) await api('POST', '/api/leagues/join/', { code: h2h.code }, await tokenOf(fan.id), 200);

  // --- the season: matches on Saturdays, transfers on Sunday evenings and midweek
  progress(`Playing ${PAST_WEEKS} gameweeks...`);
  // Each played game keeps its match (id and body) so that its fixture, added below, is linked to it.
  type Played = { date: string; opponent: (typeof OPPONENTS)[number]; home: boolean; matchId: number; body: Record<string, unknown> };
  const played: Record<Side['key'], Played[]> = { men: [], women: [] };
  const opponentOrder = { men: dice.shuffle(OPPONENTS), women: dice.shuffle(OPPONENTS) };
  let matchCount = 0;
  let statRows = 0;
  let transfers = 0;
  let squadChanges = 0;
  let [benchSwaps, chips] = [0, 0];
  for (let week = 1; week <= PAST_WEEKS; week++) {
    const monday = mondayOf(week);
    // Midweek transfers (count from the next gameweek).
    if (week > 1) transfers += await transferWindow(at(addDays(monday, 2), '19:00'), 0.15);

    const saturday = addDays(monday, 5);
    setClock(at(saturday, '17:30'));
    for (const side of SIDES) {
      if (side.byes.includes(week)) continue;
      const list = played[side.key];
      const opponent = opponentOrder[side.key][list.length % OPPONENTS.length];
      const home = list.length % 2 === 0;
      const match = makeMatch(dice, side, players.filter((p) => p.side === side));
      const body = {
        team1: side.club,
        team2: opponent.name,
        team1_score: match.ours,
        team2_score: match.theirs,
        date: `${saturday}T${side.kickoff}`,
        players_stats: match.rows,
      };
      const answer = await api<{ id: number; players_stats: { player: number; points: number }[] }>(
        'POST',
        '/api/matches/',
        body,
        await staffToken(),
        201,
      );
      for (const row of answer.players_stats) {
        const p = players.find((x) => x.id === row.player);
        if (p) p.form += row.points;
      }
      list.push({ date: saturday, opponent, home, matchId: answer.id, body });
      matchCount += 1;
      statRows += match.rows.length;
    }
    // Weekend transfers (count from the next gameweek's deadline, Monday 00:00).
    if (week < PAST_WEEKS) transfers += await transferWindow(at(addDays(monday, 6), '20:00'), 0.3);
    // Late on Sunday a few managers play a chip for the next gameweek.
    if (week < PAST_WEEKS) chips += await playChips(at(addDays(monday, 6), '22:30'), week + 1);
  }

  /** Each chip is played by a few teams in its week; a wildcard or a free hit with transfers made
   *  under it (after a free hit's week the team is its own squad again). */
  async function playChips(when: Date, nextWeek: number): Promise<number> {
    const chip = ({ 3: 'wildcard', 5: 'bench_boost', 7: 'triple_captain', 9: 'free_hit' } as Record<number, string>)[nextWeek];
    let [made, minutes] = [0, 0];
    if (chip) {
      for (const team of teams) {
        if (team !== teams[0] && !dice.chance(0.2)) continue;
        setClock(new Date(when.getTime() + (minutes += dice.int(1, 9)) * 60_000));
        await api('POST', '/api/team/chip/', { chip }, await tokenOf(team.userId), 200);
        made += 1;
        if (chip === 'wildcard' || chip === 'free_hit') {
          const next = transfer(dice, team, players, 3);
          if (!next) continue;
          await api('PUT', '/api/team/', { players: next.squad.map((p) => p.id) }, await tokenOf(team.userId), 200);
          if (chip === 'wildcard') team.squad = next.squad;
        }
      }
    }
    return made;
  }

  async function transferWindow(start: Date, share: number): Promise<number> {
    let made = 0;
    let minutes = 0;
    for (const team of teams) {
      if (!dice.chance(share)) continue;
      const swaps = dice.table([[1, 55], [2, 32], [3, 13]] as const);
      const next = transfer(dice, team, players, swaps);
      if (!next) continue;
      minutes += dice.int(3, 40);
      setClock(new Date(start.getTime() + minutes * 60_000));
      // The bench is left out: it stays as it is.
      await api('PUT', '/api/team/', { players: next.squad.map((p) => p.id), formation: '4-4-2' }, await tokenOf(team.userId), 200);
      team.squad = next.squad;
      made += next.changed;
      squadChanges += 1;
    }
    // Now and then a manager swaps a starter with a bench player (not a transfer).
    for (const team of teams) {
      const swap = team.bench.length > 0 && dice.chance(share / 3) ? benchSwap(dice, team) : null;
      if (!swap) continue;
      minutes += dice.int(3, 40);
      setClock(new Date(start.getTime() + minutes * 60_000));
      await api('PUT', '/api/team/', { players: swap.squad.map((p) => p.id), bench: swap.bench.map((p) => p.id) }, await tokenOf(team.userId), 200);
      Object.assign(team, swap);
      benchSwaps += 1;
    }
    return made;
  }

  // --- fixtures: the last few played, and the next weeks'
  progress('Adding the fixtures...');
  setClock(target.now);
  const fixtures = { men: { past: 0, upcoming: 0 }, women: { past: 0, upcoming: 0 } };
  const firstSaturday = addDays(thisMonday, 5) >= today ? addDays(thisMonday, 5) : addDays(thisMonday, 12);
  for (const side of SIDES) {
    const list = played[side.key];
    for (const game of list.slice(-PAST_FIXTURES)) {
      const fixture = await api<{ id: number }>('POST', side.fixturesUrl, fixtureBody(side, game.opponent, game.home, game.date), await staffToken(), 201);
      // A played fixture has its result: the match recorded that day.
      await api('PUT', `/api/matches/${game.matchId}/`, { ...game.body, fixture_id: fixture.id }, await staffToken(), 200);
      fixtures[side.key].past += 1;
    }
    for (let i = 0; i < UPCOMING_FIXTURES; i++) {
      const opponent = opponentOrder[side.key][(list.length + i) % OPPONENTS.length];
      const home = (list.length + i) % 2 === 0;
      await api('POST', side.fixturesUrl, fixtureBody(side, opponent, home, addDays(firstSaturday, 7 * i)), await staffToken(), 201);
      fixtures[side.key].upcoming += 1;
    }
  }

  // --- read back what the server made of it
  const league = await api<{ id: number; name: string; total_points: number }[]>('GET', '/api/teams/', undefined, undefined, 200);
  const gameweeks = await api<{ id: number }[]>('GET', '/api/game-weeks/', undefined, undefined, 200);
  let substitutions = 0;
  for (const row of league) {
    for (const w of gameweeks) {
      const [snap] = await api<{ automatic_subs: unknown[] }[]>('GET', `/api/team-snapshots/?team_id=${row.id}&game_week_id=${w.id}`, undefined, undefined, 200);
      substitutions += snap?.automatic_subs.length ?? 0;
    }
  }
  const bySide: Record<string, number> = {};
  for (const p of players) bySide[p.side.team] = (bySide[p.side.team] ?? 0) + 1;

  return {
    staff: { email: STAFF_EMAIL, password: passwords.staff },
    manager: { email: MANAGER_EMAIL, password: passwords.manager, team: MANAGER_TEAM },
    fans: { emails: fans.map((f) => f.email), password: passwords.fans },
    players: { total: players.length, bySide },
    teams: league.length,
    gameweeks: gameweeks.length,
    matches: matchCount,
    statRows,
    transfers,
    squadChanges,
    benches: { teams: teams.filter((x) => x.bench.length > 0).length, swaps: benchSwaps, substitutions },
    chips,
    fixtures,
    leader: league.length ? { name: league[0].name, points: league[0].total_points } : null,
    elapsedMs: Date.now() - started,
  };
}
