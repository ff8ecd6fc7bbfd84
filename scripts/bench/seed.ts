import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db';
import { hashPassword } from '../../src/server/auth/passwords';
import { matchPoints, type StatLine } from '../../src/domain/scoring';
import type { Position } from '../../src/domain/positions';
import { seededRandom } from '../random';
import { addDays, deadlineOf, weekStartOf, zonedDateString } from '../../src/domain/gameweeks';
import { LEAGUE_CODE_ALPHABET } from '../../src/domain/leagues';
import { freeHitSquad, seasonBenches, seasonChips, seasonHit, seasonSquad } from './benches';
import { insertFirstSeason } from '../../src/server/modules/seasons/seasons.repository';
import { academicYearName } from '../../src/domain/seasons';

export interface SeedSize {
  players: number;
  teams: number;
  weeks: number;
  statRows: number;
}

async function insertRows(db: Db, table: string, columns: string[], rows: (string | number | null)[][]) {
  const lit = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  // The rows are consistent by construction: the foreign-key checks (a trigger per row, most of
  // the load's time at 50,000 teams) are skipped for this one transaction where the role may.
  await db.transaction(async (tx) => {
    const [role] = await queryRows<{ super: boolean }>(tx, sql`select rolsuper as super from pg_roles where rolname = current_user`);
    if (role?.super) await tx.execute(sql`set local session_replication_role = replica`);
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000).map((r) => `(${r.map(lit).join(',')})`).join(',');
      await tx.execute(sql.raw(`insert into ${table} (${columns.join(',')}) values ${chunk}`));
    }
  });
}

/**
 * Loads a large season straight into the tables the server reads (players, users, teams with
 * their membership history, benches and transfers between weeks, the chips they played,
 * gameweeks, matches and stat rows, this season's transfer rules, and a Last Man Standing
 * competition). Derived numbers (totals, snapshots, points, costs) are left for the recompute.
 */
export async function seedSeason(db: Db, size: SeedSize, timeZone: string, now: Date) {
  const rand = seededRandom(42); // every run loads the same season
  const positions: Position[] = [];
  const prices: number[] = [];
  const byPos: Record<Position, number[]> = { Goalkeeper: [], Defender: [], Midfielder: [], Attacker: [] };
  const playerRows: (string | number)[][] = [];
  for (let i = 1; i <= size.players; i++) {
    const f = i / size.players;
    const pos: Position = f <= 0.1 ? 'Goalkeeper' : f <= 0.45 ? 'Defender' : f <= 0.8 ? 'Midfielder' : 'Attacker';
    positions[i] = pos;
    byPos[pos].push(i);
    prices[i] = 40 + Math.floor(rand() * 41);
    playerRows.push([i, `Bench Player ${i}`, pos, i % 2 ? "Men's 1st" : "Women's 1st", prices[i]]);
  }
  await insertRows(db, 'players', ['id', 'name', 'position', 'team', 'price_tenths'], playerRows);

  // Gameweeks: the last one is the week of (now - 2h), so one more match can be recorded in it.
  const lastStart = weekStartOf(zonedDateString(new Date(now.getTime() - 2 * 3_600_000), timeZone));
  const starts = Array.from({ length: size.weeks }, (_, i) => addDays(lastStart, -7 * (size.weeks - 1 - i)));
  const deadlines = starts.map((s) => deadlineOf(s, timeZone));

  const hash = await hashPassword('bench-password-1');
  await db.execute(sql`insert into users (email, password_hash) select 'bench' || g || '@bench.test', ${hash} from generate_series(1, ${size.teams}) g`);
  // Teams made two weeks before the first deadline: a match in the week before the first one
  // (the bench's new-gameweek case) finds every team there.
  const created = new Date(deadlines[0].getTime() - 14 * 86_400_000).toISOString();
  await db.execute(sql`insert into fantasy_teams (user_id, name, formation, created_at)
    select id, 'Bench Team ' || id, '4-4-2', ${created}::timestamptz from users order by id`);

  // Squads: 1 GK, 4 DEF, 4 MID, 2 ATT (prices at most 8.0 each), and a full bench.
  const memberships: (string | number | null)[][] = [];
  const captaincies: (string | number | null)[][] = [];
  const benches: (string | number | null)[][] = [];
  const chips: (string | number | null)[][] = [];
  const benchOf = seasonBenches(byPos, prices);
  const intArray = (xs: number[]) => `{${xs.join(',')}}`;
  for (let t = 1; t <= size.teams; t++) {
    const squad = seasonSquad(byPos, t);
    // Captain the goalkeeper, vice an attacker; every third team swaps them half way through.
    captaincies.push([t, squad[0], squad[9], created]);
    if (t % 3 === 0 && size.weeks > 2) {
      captaincies.push([t, squad[9], squad[0], new Date(deadlines[Math.floor(size.weeks / 2)].getTime() - 2 * 86_400_000).toISOString()]);
    }
    let def0 = squad[1];
    let joined = created;
    const swapTo = (p: number) => byPos.Defender[(byPos.Defender.indexOf(p) + Math.floor(byPos.Defender.length / 2)) % byPos.Defender.length];
    const bench = benchOf(t, squad);
    // Every eighth team takes a hit early on (three midfielders in one week: seasonHit).
    const hit = seasonHit(byPos, t, size.weeks, [...squad, ...bench]);
    const hitAt = hit ? new Date(deadlines[hit.week].getTime() - 3 * 86_400_000).toISOString() : null;
    for (const p of squad.slice(0, 1).concat(squad.slice(2))) {
      const k = hit ? hit.out.indexOf(p) : -1;
      if (k < 0) memberships.push([t, p, created, null]);
      else memberships.push([t, p, created, hitAt], [t, hit!.into[k], hitAt, null]);
    }
    for (const p of bench) memberships.push([t, p, created, null]);
    benches.push([t, ...bench, created]);
    // A transfer every tenth week (staggered by team), made mid-week, swapping the first defender.
    for (let w = 1; w < size.weeks; w++) {
      if (w % 10 !== t % 10) continue;
      const at = new Date(deadlines[w].getTime() - 3 * 86_400_000).toISOString();
      memberships.push([t, def0, joined, at]);
      def0 = swapTo(def0);
      joined = at;
    }
    memberships.push([t, def0, joined, null]);
    // Chips (seasonChips), each played the day before its week's deadline; a free hit with its squad.
    for (const { week, chip } of seasonChips(t, size.weeks)) {
      const playedAt = new Date(deadlines[week].getTime() - 86_400_000).toISOString();
      if (chip !== 'free_hit') chips.push([t, starts[week], chip, playedAt, null, null, null, null]);
      else {
        const fh = freeHitSquad(byPos, benchOf, t);
        chips.push([t, starts[week], chip, playedAt, intArray(fh.squad), intArray(fh.bench), fh.captain, fh.vice]);
      }
    }
  }
  await insertRows(db, 'team_memberships', ['team_id', 'player_id', 'joined_at', 'left_at'], memberships);
  await insertRows(db, 'team_captaincies', ['team_id', 'captain_id', 'vice_captain_id', 'set_at'], captaincies);
  await insertRows(db, 'team_benches', ['team_id', 'bench_1', 'bench_2', 'bench_3', 'bench_4', 'set_at'], benches);
  await insertRows(db, 'team_chips', ['team_id', 'week_start', 'chip', 'played_at', 'free_hit_players', 'free_hit_bench', 'free_hit_captain', 'free_hit_vice'], chips);
  // This season's rules from the first deadline on: 1 free transfer a week, 5 banked at most, 4
  // points for each transfer beyond them, chips on.
  await db.execute(sql`insert into game_rules (from_deadline, free_transfers, max_banked, transfer_cost, chips) values (${deadlines[0].toISOString()}::timestamptz, 1, 5, 4, true)`);

  // One match a week with its stat rows; points from the scoring table.
  const weeks: (string | number)[][] = starts.map((s, i) => [i + 1, i + 1, s, addDays(s, 6), deadlines[i].toISOString()]);
  await insertRows(db, 'game_weeks', ['id', 'week', 'start_date', 'end_date', 'deadline'], weeks);
  const matchRows: (string | number)[][] = [];
  const statRows: (string | number)[][] = [];
  for (let w = 0; w < size.weeks; w++) {
    const id = w + 1;
    const t2 = Math.floor(rand() * 3);
    matchRows.push([id, 'Uni 1st', `Opponent ${id}`, Math.floor(rand() * 4), t2, new Date(deadlines[w].getTime() + 3_600_000).toISOString(), id]);
    const used = new Set<number>();
    while (used.size < size.statRows) used.add(1 + Math.floor(rand() * size.players));
    for (const p of used) {
      const s: StatLine = {
        goals: rand() < 0.15 ? 1 : 0,
        assists: rand() < 0.15 ? 1 : 0,
        yellow_cards: rand() < 0.1 ? 1 : 0,
        red_cards: rand() < 0.02 ? 1 : 0,
        clean_sheets: t2 === 0 ? 1 : 0,
        MOTM: 0,
        Pen_Saves: 0,
      };
      statRows.push([id, p, id, s.goals, s.assists, s.yellow_cards, s.red_cards, s.clean_sheets, s.MOTM, s.Pen_Saves, matchPoints(positions[p], s)]);
    }
  }
  await insertRows(db, 'matches', ['id', 'team1', 'team2', 'team1_score', 'team2_score', 'played_at', 'game_week_id'], matchRows);
  await insertRows(
    db,
    'player_match_stats',
    ['match_id', 'player_id', 'game_week_id', 'goals', 'assists', 'yellow_cards', 'red_cards', 'clean_sheets', 'motm', 'pen_saves', 'points'],
    statRows,
  );
  // Keep the serial sequences past the ids we chose.
  for (const table of ['players', 'game_weeks', 'matches']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
  // The current season, and one Last Man Standing competition from its first gameweek: every team
  // (each has a snapshot there) is an entrant.
  await insertFirstSeason(db, academicYearName(zonedDateString(now, timeZone)), now);
  await db.execute(sql`insert into lms_competitions (season_id, name, first_week) select id, 'Bench LMS', 1 from seasons where ended_at is null`);
  return {
    firstWeekStart: starts[0],
    lastWeekStart: lastStart,
    /** The Monday the head-to-head leagues start on: the season's second gameweek. */
    h2hStartsOn: starts[Math.min(1, size.weeks - 1)],
    memberships: memberships.length,
    statRows: statRows.length,
    chips: chips.length,
  };
}

/**
 * Mini-leagues over the seeded users: league 1 holds every user (the largest table the game can
 * have), and leagues 2..`count` hold about ten users each (every user is in two of them). Then
 * `h2h.count` head-to-head leagues of ten (users 1-10, 11-20, ...; the first of each owns it),
 * starting on the Monday `h2h.startsOn`.
 */
export async function seedLeagues(db: Db, users: number, count: number, h2h: { count: number; startsOn: string } = { count: 0, startsOn: '' }) {
  const rand = seededRandom(7);
  const code = () => Array.from({ length: 8 }, () => LEAGUE_CODE_ALPHABET[Math.floor(rand() * LEAGUE_CODE_ALPHABET.length)]).join('');
  const codes = new Set<string>();
  while (codes.size < count + h2h.count) codes.add(code());
  const all = [...codes];
  const rows = all.slice(0, count).map((c, i) => [i + 1, i === 0 ? 'Everyone' : `Bench League ${i + 1}`, c, i === 0 ? 1 : 1 + ((i * 5) % users), 1, 'classic', null]);
  for (let k = 0; k < h2h.count; k++) rows.push([count + k + 1, `Bench H2H ${k + 1}`, all[count + k], 10 * k + 1, 1, 'h2h', h2h.startsOn]);
  await insertRows(db, 'leagues', ['id', 'name', 'code', 'owner_id', 'start_week', 'kind', 'start_from'], rows);
  const members = new Set<string>();
  for (let u = 1; u <= users; u++) members.add(`1:${u}`);
  for (let l = 2; l <= count; l++) members.add(`${l}:${1 + (((l - 1) * 5) % users)}`); // the owners
  for (let u = 1; u <= users; u++) {
    members.add(`${2 + (u % (count - 1))}:${u}`);
    members.add(`${2 + ((u * 7 + 3) % (count - 1))}:${u}`);
  }
  for (let k = 0; k < h2h.count; k++) for (let u = 10 * k + 1; u <= Math.min(users, 10 * k + 10); u++) members.add(`${count + k + 1}:${u}`);
  await insertRows(db, 'league_members', ['league_id', 'user_id'], [...members].map((m) => m.split(':').map(Number)));
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('leagues', 'id'), (select max(id) from leagues))`));
  return { leagues: count + h2h.count, memberships: members.size };
}
