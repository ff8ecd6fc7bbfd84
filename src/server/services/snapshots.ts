import { sql, type SQL } from 'drizzle-orm';
import type { Position } from '../../domain/positions';
import { queryRows, type Db } from '../db';
import { lockSeason } from './gameweeks';
import { toPlayerSummary, type PlayerExtrasMap, type PlayerSummary } from './playerViews';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history: joined at or before the deadline
// and not left by then. History is only ever appended to (a transfer closes rows and opens new
// ones at the game clock's time), so a squad at a past deadline never changes and is read from
// the history itself rather than copied. A team with nobody at a deadline (made later) has no
// snapshot for that week. The captaincy is read the same way from its own append-only history
// (team_captaincies) and kept on the snapshot (captain_id, vice_captain_id). weekly_points is the
// sum of the squad's points in that gameweek plus captain_bonus: the captain's points once more,
// or the vice-captain's when the captain has no stat row that week (neither: 0); a team's
// total_points the sum of its snapshots' weekly_points. The writes here keep all of it
// exact (team changes: syncTeamSnapshots; a new gameweek: createSnapshotsForGameWeek; recorded
// or deleted stats: applyPointsChanges), and rebuildAllSnapshots with the refresh functions
// rebuild it for the recompute.
//
// At the scale of a big season (5,000 teams, 30 weeks: 150,000 snapshots) every statement on a
// write path reaches its rows through an index by key, and no plan depends on table
// statistics, which the embedded database never gathers.

type Exec = Pick<Db, 'execute'>;

/** SQL: membership row `m` had its player in the team at instant `at`. */
const memberAt = (at: SQL) => sql`m.joined_at <= ${at} and (m.left_at is null or m.left_at > ${at})`;

/** SQL (a lateral subquery): the captaincy of team `team` in force at instant `at`: the latest
 *  row written by then, each of captain and vice kept only while that player is in the squad at
 *  `at` (a game clock moved back can leave a later-written squad without an earlier captain). */
const captaincyAt = (team: SQL, at: SQL) => {
  const inSquad = (player: SQL) =>
    sql`exists (select 1 from team_memberships m where m.team_id = ${team} and m.player_id = ${player} and ${memberAt(at)})`;
  return sql`(
  select case when ${inSquad(sql`c.captain_id`)} then c.captain_id end as captain_id,
    case when ${inSquad(sql`c.vice_captain_id`)} then c.vice_captain_id end as vice_captain_id
  from team_captaincies c
  where c.team_id = ${team} and c.set_at <= ${at}
  order by c.id desc
  limit 1)`;
};

/** SQL: the extra points of snapshot `s` for its captaincy: the captain's points that week, or
 *  the vice-captain's when the captain has no stat row in it, or 0. */
const captainBonusOf = sql`coalesce(
  (select sum(st.points) from player_match_stats st where st.game_week_id = s.game_week_id and st.player_id = s.captain_id),
  (select sum(st.points) from player_match_stats st where st.game_week_id = s.game_week_id and st.player_id = s.vice_captain_id),
  0)::int`;

/**
 * Brings one team's snapshots up to date after its squad changed (create, transfer): for the
 * gameweeks whose deadline is at or after `now` (a gameweek may exist before its deadline, as a
 * match may be dated up to a day ahead) the snapshot is made or removed as the team has players
 * at the deadline, and its points follow the squad; then the team's total. Snapshots of past
 * deadlines never change. Call it inside the transaction that wrote the team's history.
 */
export async function syncTeamSnapshots(tx: Exec, teamId: number, now: Date): Promise<void> {
  await lockSeason(tx, 'shared');
  const [open] = await queryRows<{ any: boolean }>(tx, sql`select exists (select 1 from game_weeks where deadline >= ${now}) as any`);
  if (!open?.any) return; // no snapshot of this team can change
  const hasSquad = sql`exists (select 1 from team_memberships m where m.team_id = ${teamId} and ${memberAt(sql`g.deadline`)})`;
  await tx.execute(sql`
    delete from team_snapshots s using game_weeks g
    where s.team_id = ${teamId} and g.id = s.game_week_id and g.deadline >= ${now} and not ${hasSquad}`);
  await tx.execute(sql`
    insert into team_snapshots (team_id, game_week_id, weekly_points)
    select ${teamId}::int, g.id, 0 from game_weeks g
    where g.deadline >= ${now} and ${hasSquad}
    on conflict (team_id, game_week_id) do nothing`);
  // The captaincy at each open deadline, then the points (a squad or captain that changed before
  // the deadline scores anew).
  await tx.execute(sql`
    update team_snapshots s set captain_id = c.captain_id, vice_captain_id = c.vice_captain_id
    from game_weeks g left join lateral ${captaincyAt(sql`${teamId}::int`, sql`g.deadline`)} c on true
    where s.team_id = ${teamId} and g.id = s.game_week_id and g.deadline >= ${now}`);
  await tx.execute(sql`
    update team_snapshots s set captain_bonus = ${captainBonusOf}, weekly_points = coalesce((
        select sum(st.points) from player_match_stats st
        where st.game_week_id = s.game_week_id
          and st.player_id in (select m.player_id from team_memberships m where m.team_id = ${teamId} and ${memberAt(sql`g.deadline`)})
      ), 0)::int + ${captainBonusOf}
    from game_weeks g
    where s.team_id = ${teamId} and g.id = s.game_week_id and g.deadline >= ${now}`);
  await refreshTeamTotals(tx, [teamId]);
}

/**
 * Makes the snapshots of a gameweek just made (it has none yet, nor any stat row): one for every
 * team with players at the deadline, with its captaincy at the deadline.
 */
export async function createSnapshotsForGameWeek(tx: Exec, gameWeekId: number): Promise<void> {
  await tx.execute(sql`
    insert into team_snapshots (team_id, game_week_id, weekly_points, captain_id, vice_captain_id)
    select w.team_id, w.game_week_id, 0, c.captain_id, c.vice_captain_id
    from (
      select distinct m.team_id, g.id as game_week_id, g.deadline
      from game_weeks g join team_memberships m on ${memberAt(sql`g.deadline`)}
      where g.id = ${gameWeekId}
    ) w left join lateral ${captaincyAt(sql`w.team_id`, sql`w.deadline`)} c on true
    order by w.team_id`);
}

/** A change in one player's points in one gameweek: a stat row added (+points) or removed (-points). */
export interface PointsChange {
  playerId: number;
  points: number;
}

/**
 * After stat rows of gameweek `gameWeekId` were added or removed: every snapshot of that week
 * holding one of their players, and its team's total, move by exactly those points. This is the
 * same number a recomputation gives (a snapshot's weekly_points is the sum of its players'
 * points that week, and a team's total the sum of its snapshots), but it touches only the rows
 * that change and reads nothing else, which keeps a match fast with thousands of teams.
 */
export async function applyPointsChanges(tx: Exec, gameWeekId: number, changes: PointsChange[]): Promise<void> {
  const byPlayer = new Map<number, number>();
  for (const c of changes) byPlayer.set(c.playerId, (byPlayer.get(c.playerId) ?? 0) + c.points);
  // A stat row worth 0 still moves the double from the vice-captain to the captain (or back).
  const touched = [...byPlayer.keys()];
  for (const [player, points] of byPlayer) if (points === 0) byPlayer.delete(player);
  if (byPlayer.size > 0) await applySquadPoints(tx, gameWeekId, byPlayer);
  await refreshCaptainBonuses(tx, gameWeekId, touched);
}

/**
 * The captaincy part of applyPointsChanges: the snapshots of the week whose captain or vice-captain
 * is one of `playerIds` (found by index) get their captain_bonus from the stored stats, and their
 * weekly_points and team total move by its change. Exact whatever the change was (a captain's
 * first stat row of the week moves the double from the vice-captain), and it reads only those rows.
 */
export async function refreshCaptainBonuses(tx: Exec, gameWeekId: number, playerIds: number[]): Promise<void> {
  if (playerIds.length === 0) return;
  const ids = sql.param(playerIds);
  await tx.execute(sql`
    with b as (
      select s.id, s.team_id, s.captain_bonus as old, ${captainBonusOf} as new
      from team_snapshots s
      where s.game_week_id = ${gameWeekId} and s.captain_id = any(${ids}::int[])
      union
      select s.id, s.team_id, s.captain_bonus as old, ${captainBonusOf} as new
      from team_snapshots s
      where s.game_week_id = ${gameWeekId} and s.vice_captain_id = any(${ids}::int[])
    ), changed as (
      update team_snapshots s set captain_bonus = b.new, weekly_points = s.weekly_points + b.new - b.old
      from b where s.id = b.id and b.new <> b.old
      returning s.team_id, b.new - b.old as delta
    )
    update fantasy_teams t set total_points = t.total_points + c.delta
    from changed c where t.id = c.team_id`);
}

async function applySquadPoints(tx: Exec, gameWeekId: number, byPlayer: Map<number, number>): Promise<void> {
  // From each player (at most 40) to the teams that held it at the deadline through the
  // membership history's player index, then to each snapshot and team by key: a plan that needs
  // no table statistics (the embedded database never gathers any).
  await tx.execute(sql`
    with g as (select deadline from game_weeks where id = ${gameWeekId}),
    held as (
      select distinct m.team_id, v.player_id, v.points
      from unnest(${sql.param([...byPlayer.keys()])}::int[], ${sql.param([...byPlayer.values()])}::int[]) as v(player_id, points)
        join team_memberships m on m.player_id = v.player_id
        cross join g
      where ${memberAt(sql`g.deadline`)}
    ), d as (
      select team_id, sum(points)::int as delta from held group by team_id
    ), changed as (
      update team_snapshots s set weekly_points = s.weekly_points + d.delta
      from d where s.team_id = d.team_id and s.game_week_id = ${gameWeekId} and d.delta <> 0
      returning s.team_id, d.delta
    )
    update fantasy_teams t set total_points = t.total_points + c.delta
    from changed c where t.id = c.team_id`);
}

/**
 * Every team's snapshots made to match the membership history, for the recompute: a snapshot for
 * each gameweek at whose deadline the team had players, and no other. Answers how many went and
 * the ids of those made.
 */
export async function rebuildAllSnapshots(tx: Exec): Promise<{ removed: number; changed: number[] }> {
  await tx.execute(sql`drop table if exists rebuild_want`);
  await tx.execute(sql`
    create temp table rebuild_want on commit drop as
    select distinct m.team_id, g.id as game_week_id
    from game_weeks g join team_memberships m on ${memberAt(sql`g.deadline`)}`);
  await tx.execute(sql`create index on rebuild_want (team_id, game_week_id)`);
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`delete from team_snapshots s
        where not exists (select 1 from rebuild_want w where w.team_id = s.team_id and w.game_week_id = s.game_week_id)
        returning s.id`,
  );
  // New rows go in gameweek order, as when a season is played week by week.
  const added = await queryRows<{ id: number }>(
    tx,
    sql`insert into team_snapshots (team_id, game_week_id, weekly_points)
        select w.team_id, w.game_week_id, 0 from rebuild_want w
        where not exists (select 1 from team_snapshots s where s.team_id = w.team_id and s.game_week_id = w.game_week_id)
        order by w.game_week_id, w.team_id
        returning id`,
  );
  await tx.execute(sql`drop table rebuild_want`);
  // Each snapshot's captaincy as its history had it at the deadline.
  const captains = await queryRows<{ id: number }>(
    tx,
    sql`update team_snapshots s set captain_id = x.captain_id, vice_captain_id = x.vice_captain_id
        from (
          select s2.id, c.captain_id, c.vice_captain_id
          from team_snapshots s2 join game_weeks g on g.id = s2.game_week_id
            left join lateral ${captaincyAt(sql`s2.team_id`, sql`g.deadline`)} c on true
        ) x
        where s.id = x.id and (s.captain_id, s.vice_captain_id) is distinct from (x.captain_id, x.vice_captain_id)
        returning s.id`,
  );
  return { removed: removed.length, changed: [...added, ...captains].map((r) => Number(r.id)) };
}

/** Sets every snapshot's weekly_points (and captain_bonus) from the stored stats; answers the snapshots changed. Starts
 *  from the (few) players with points in each week and finds the teams that held them at its
 *  deadline by index, rather than reading every snapshot's squad. */
export async function refreshAllWeeklyPoints(tx: Exec): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with w as (
          select game_week_id, player_id, sum(points) as pts from player_match_stats group by game_week_id, player_id
        ), held as (
          select distinct m.team_id, w.game_week_id, w.player_id, w.pts
          from w join game_weeks g on g.id = w.game_week_id
            join team_memberships m on m.player_id = w.player_id and ${memberAt(sql`g.deadline`)}
        ), sums as (
          select team_id, game_week_id, sum(pts)::int as pts from held group by team_id, game_week_id
        )
        update team_snapshots s set weekly_points = x.pts + x.bonus, captain_bonus = x.bonus
        from (
          select s2.id, coalesce(sums.pts, 0)::int as pts, coalesce(wc.pts, wv.pts, 0)::int as bonus
          from team_snapshots s2 left join sums on sums.team_id = s2.team_id and sums.game_week_id = s2.game_week_id
            left join w wc on wc.game_week_id = s2.game_week_id and wc.player_id = s2.captain_id
            left join w wv on wv.game_week_id = s2.game_week_id and wv.player_id = s2.vice_captain_id
        ) x
        where s.id = x.id and (s.weekly_points <> x.pts + x.bonus or s.captain_bonus <> x.bonus)
        returning s.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Sets total_points of the teams given (all when 'all') to the sum of their snapshots; answers how many changed. */
export async function refreshTeamTotals(tx: Exec, teamIds: number[] | 'all'): Promise<number> {
  if (teamIds !== 'all' && teamIds.length === 0) return 0;
  const totals =
    teamIds === 'all'
      ? sql`select t2.id, coalesce(sum(s.weekly_points), 0)::int as total
            from fantasy_teams t2 left join team_snapshots s on s.team_id = t2.id group by t2.id`
      : sql`select t2.id, coalesce((select sum(s.weekly_points) from team_snapshots s where s.team_id = t2.id), 0)::int as total
            from fantasy_teams t2 where t2.id = any(${sql.param(teamIds)}::int[])`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update fantasy_teams t set total_points = x.total from (${totals}) x
        where t.id = x.id and t.total_points <> x.total
        returning t.id`,
  );
  return rows.length;
}

export type SnapshotPlayerView = PlayerSummary & { game_week_points: number; multiplier: number };

export interface SnapshotView {
  id: number;
  team: { id: number; name: string };
  game_week: { id: number; week: number };
  players: SnapshotPlayerView[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
}

/** Which of a squad counts twice in a gameweek: the captain when it has a stat row that week,
 *  else the vice-captain when it has one, else nobody. */
export function doubledPlayer(captain: number | null, vice: number | null, played: (id: number) => boolean): number | null {
  if (captain !== null && played(captain)) return captain;
  if (vice !== null && played(vice)) return vice;
  return null;
}

interface SnapshotRow {
  snapshot_id: number;
  weekly_points: number;
  captain_id: number | null;
  vice_captain_id: number | null;
  played: boolean;
  team_id: number;
  team_name: string;
  game_week_id: number;
  week: number;
  id: number | null;
  name: string;
  position: string;
  team: string;
  price_tenths: number;
  retired: boolean;
  goals: number;
  assists: number;
  clean_sheets: number;
  yellow_cards: number;
  red_cards: number;
  games_played: number;
  points: number;
  game_week_points: number;
}

/** A team's snapshot for one gameweek, or for the latest gameweek that has one; null if none.
 *  One statement, so the points always agree with each other. */
export async function findSnapshot(
  db: Exec,
  teamId: number,
  gameWeekId: number | 'latest',
  extras: PlayerExtrasMap,
): Promise<SnapshotView | null> {
  const which = gameWeekId === 'latest' ? sql`true` : sql`s.game_week_id = ${gameWeekId}`;
  const rows = await queryRows<SnapshotRow>(
    db,
    sql`with snap as (
          select s.id, s.weekly_points, s.captain_id, s.vice_captain_id, s.game_week_id, t.id as team_id, t.name as team_name, g.week, g.deadline
          from team_snapshots s
            join fantasy_teams t on t.id = s.team_id
            join game_weeks g on g.id = s.game_week_id
          where s.team_id = ${teamId} and ${which}
          order by g.start_date desc
          limit 1
        )
        select snap.id as snapshot_id, snap.weekly_points, snap.captain_id, snap.vice_captain_id,
          snap.team_id, snap.team_name, snap.game_week_id, snap.week,
          exists (select 1 from player_match_stats st where st.game_week_id = snap.game_week_id and st.player_id = p.id) as played,
          p.id, p.name, p.position, p.team, p.price_tenths, p.retired, p.goals, p.assists, p.clean_sheets,
          p.yellow_cards, p.red_cards, p.games_played, p.points,
          coalesce((select sum(st.points) from player_match_stats st
                    where st.game_week_id = snap.game_week_id and st.player_id = p.id), 0)::int as game_week_points
        from snap
          left join lateral (
            select distinct m.player_id from team_memberships m
            where m.team_id = snap.team_id and ${memberAt(sql`snap.deadline`)}
          ) sp on true
          left join players p on p.id = sp.player_id
        order by case p.position when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end,
          lower(p.name), p.id`,
  );
  if (rows.length === 0) return null;
  const head = rows[0];
  const captain = head.captain_id === null ? null : Number(head.captain_id);
  const vice = head.vice_captain_id === null ? null : Number(head.vice_captain_id);
  const played = new Set(rows.filter((r) => r.id !== null && r.played).map((r) => Number(r.id)));
  const doubled = doubledPlayer(captain, vice, (id) => played.has(id));
  return {
    id: Number(head.snapshot_id),
    team: { id: Number(head.team_id), name: head.team_name },
    game_week: { id: Number(head.game_week_id), week: Number(head.week) },
    players: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        ...toPlayerSummary({
          id: Number(r.id),
          name: r.name,
          position: r.position as Position,
          team: r.team,
          priceTenths: Number(r.price_tenths),
          retired: r.retired,
          goals: Number(r.goals),
          assists: Number(r.assists),
          cleanSheets: Number(r.clean_sheets),
          yellowCards: Number(r.yellow_cards),
          redCards: Number(r.red_cards),
          gamesPlayed: Number(r.games_played),
          points: Number(r.points),
        }, extras),
        game_week_points: Number(r.game_week_points),
        multiplier: Number(r.id) === doubled ? 2 : 1,
      })),
    weekly_points: Number(head.weekly_points),
    captain,
    vice_captain: vice,
  };
}
