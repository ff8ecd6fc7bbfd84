import { sql } from 'drizzle-orm';
import type { Position } from '../../domain/positions';
import { queryRows, type Db } from '../db';
import { lockSeason } from './gameweeks';
import { toPlayerSummary, type PlayerSummary } from './playerViews';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history: joined at or before the deadline
// and not left by then. A team with nobody at a deadline (made later) has no snapshot for that
// week. weekly_points is the sum of the snapshot players' points in that gameweek; a team's
// total_points the sum of its snapshots' weekly_points. The writes here keep all of it exact
// (team changes: syncTeamSnapshots; a new gameweek: createSnapshotsForGameWeek; recorded or
// deleted stats: applyPointsChanges), and rebuildAllSnapshots with the refresh functions
// rebuilds it for the recompute.
//
// At the scale of a big season (5,000 teams, 30 weeks: 150,000 snapshots, 1.65 million squad
// rows) every statement on a write path reaches its rows through an index by key, and no plan
// depends on table statistics, which the embedded database never gathers.

type Exec = Pick<Db, 'execute'>;

/** Whether a membership row had the player in the team at that instant (epoch milliseconds). */
const memberAt = (m: { joinedMs: number; leftMs: number | null }, atMs: number) =>
  m.joinedMs <= atMs && (m.leftMs === null || m.leftMs > atMs);

/**
 * Brings one team's snapshots up to date after its squad changed (create, transfer):
 * the snapshots of gameweeks whose deadline is at or after `now` are rebuilt from the team's
 * membership history (a gameweek may exist before its deadline, as a match may be dated up to a
 * day ahead), with their points and the team's total. Snapshots of past deadlines never change.
 * Call it inside the transaction that wrote the team's history, after writing it.
 */
export async function syncTeamSnapshots(tx: Exec, teamId: number, now: Date): Promise<void> {
  await lockSeason(tx, 'shared');
  // (Instants as epoch milliseconds: the two drivers hand timestamps back in different forms.)
  const weeks = await queryRows<{ id: number; deadline_ms: number }>(
    tx,
    sql`select id, (extract(epoch from deadline) * 1000)::float8 as deadline_ms from game_weeks where deadline >= ${now}`,
  );
  if (weeks.length === 0) return; // no snapshot of this team can change
  const weekIds = weeks.map((w) => Number(w.id));
  const history = (
    await queryRows<{ player_id: number; joined_ms: number; left_ms: number | null }>(
      tx,
      sql`select player_id, (extract(epoch from joined_at) * 1000)::float8 as joined_ms,
            (extract(epoch from left_at) * 1000)::float8 as left_ms
          from team_memberships where team_id = ${teamId}`,
    )
  ).map((m) => ({ playerId: Number(m.player_id), joinedMs: Number(m.joined_ms), leftMs: m.left_ms === null ? null : Number(m.left_ms) }));
  const existing = await queryRows<{ id: number; game_week_id: number; players: number[] | null }>(
    tx,
    sql`select s.id, s.game_week_id, (select array_agg(sp.player_id) from snapshot_players sp where sp.snapshot_id = s.id) as players
        from team_snapshots s where s.team_id = ${teamId} and s.game_week_id = any(${sql.param(weekIds)}::int[])`,
  );
  const snapshotOf = new Map(existing.map((e) => [Number(e.game_week_id), e]));

  for (const week of weeks) {
    const want = [...new Set(history.filter((m) => memberAt(m, Number(week.deadline_ms))).map((m) => m.playerId))];
    const have = snapshotOf.get(Number(week.id));
    if (want.length === 0) {
      if (have) await tx.execute(sql`delete from team_snapshots where id = ${have.id}`);
      continue;
    }
    let snapshotId: number;
    if (have) {
      snapshotId = Number(have.id);
      const held = new Set((have.players ?? []).map(Number));
      const gone = [...held].filter((p) => !want.includes(p));
      const added = want.filter((p) => !held.has(p));
      if (gone.length === 0 && added.length === 0) continue; // (its points follow the stats already)
      if (gone.length > 0) {
        await tx.execute(
          sql`delete from snapshot_players where snapshot_id = ${snapshotId} and player_id = any(${sql.param(gone)}::int[])`,
        );
      }
      if (added.length > 0) {
        await tx.execute(sql`insert into snapshot_players (snapshot_id, player_id, game_week_id)
          select ${snapshotId}::int, p, ${week.id}::int from unnest(${sql.param(added)}::int[]) as p`);
      }
    } else {
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into team_snapshots (team_id, game_week_id, weekly_points) values (${teamId}, ${week.id}, 0) returning id`,
      );
      snapshotId = Number(made.id);
      await tx.execute(sql`insert into snapshot_players (snapshot_id, player_id, game_week_id)
        select ${snapshotId}::int, p, ${week.id}::int from unnest(${sql.param(want)}::int[]) as p`);
    }
    await tx.execute(sql`update team_snapshots set weekly_points = coalesce((
        select sum(points) from player_match_stats where game_week_id = ${week.id} and player_id = any(${sql.param(want)}::int[])), 0)::int
      where id = ${snapshotId}`);
  }
  await refreshTeamTotals(tx, [teamId]);
}

/**
 * Builds the snapshots of a gameweek just made (it has none yet): every team as it was at the
 * deadline, in one pass over the membership history. The squad rows go in player order: a match
 * then finds each of its players' rows together (a few pages rather than hundreds).
 */
export async function createSnapshotsForGameWeek(tx: Exec, gameWeekId: number): Promise<void> {
  await tx.execute(sql`
    with g as (select id, deadline from game_weeks where id = ${gameWeekId}),
    want as (
      select distinct m.team_id, m.player_id
      from team_memberships m, g
      where m.joined_at <= g.deadline and (m.left_at is null or m.left_at > g.deadline)
    ),
    made as (
      insert into team_snapshots (team_id, game_week_id, weekly_points)
      select distinct want.team_id, ${gameWeekId}::int, 0 from want
      returning id, team_id
    )
    insert into snapshot_players (snapshot_id, player_id, game_week_id)
    select made.id, want.player_id, ${gameWeekId}::int from made join want on want.team_id = made.team_id
    order by want.player_id`);
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
  for (const [player, points] of byPlayer) if (points === 0) byPlayer.delete(player);
  if (byPlayer.size === 0) return;
  // From each player (at most 40) to its snapshots of the week through the (game_week_id,
  // player_id) index, then to each snapshot and team by primary key: a plan that needs no table
  // statistics (the embedded database never gathers any).
  await tx.execute(sql`
    with d as (
      select sp.snapshot_id, sum(v.points)::int as delta
      from unnest(${sql.param([...byPlayer.keys()])}::int[], ${sql.param([...byPlayer.values()])}::int[]) as v(player_id, points)
        join snapshot_players sp on sp.game_week_id = ${gameWeekId} and sp.player_id = v.player_id
      group by sp.snapshot_id
    ), changed as (
      update team_snapshots s set weekly_points = s.weekly_points + d.delta
      from d where s.id = d.snapshot_id and d.delta <> 0
      returning s.team_id, d.delta
    )
    update fantasy_teams t set total_points = t.total_points + x.delta
    from (select team_id, sum(delta)::int as delta from changed group by team_id) x
    where t.id = x.team_id and x.delta <> 0`);
}

/**
 * Every snapshot of every team made to match the membership history, for the recompute. At the
 * scale of a big season these are millions of squad rows, so whole squads are compared as sorted
 * arrays, one per snapshot. Answers how many snapshots went and the ids of those made or
 * re-squadded (including those whose squad rows named another gameweek than the snapshot's).
 */
export async function rebuildAllSnapshots(tx: Exec): Promise<{ removed: number; changed: number[] }> {
  await tx.execute(sql`drop table if exists rebuild_have, rebuild_want`);
  await tx.execute(sql`
    create temp table rebuild_have on commit drop as
    select s.id, s.team_id, s.game_week_id,
      coalesce(array_agg(sp.player_id order by sp.player_id) filter (where sp.player_id is not null), '{}') as players,
      coalesce(bool_or(sp.game_week_id <> s.game_week_id), false) as misfiled
    from team_snapshots s left join snapshot_players sp on sp.snapshot_id = s.id
    group by s.id`);
  await tx.execute(sql`
    create temp table rebuild_want on commit drop as
    select m.team_id, g.id as game_week_id, array_agg(distinct m.player_id order by m.player_id) as players
    from game_weeks g join team_memberships m on m.joined_at <= g.deadline and (m.left_at is null or m.left_at > g.deadline)
    group by m.team_id, g.id`);
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`delete from team_snapshots s using rebuild_have h
        where s.id = h.id and not exists (select 1 from rebuild_want w where w.team_id = h.team_id and w.game_week_id = h.game_week_id)
        returning s.id`,
  );
  // New rows go in gameweek order (squad rows by player within a week), as when a season is
  // played week by week: a match then touches few pages.
  const added = await queryRows<{ id: number }>(
    tx,
    sql`insert into team_snapshots (team_id, game_week_id, weekly_points)
        select w.team_id, w.game_week_id, 0 from rebuild_want w
        where not exists (select 1 from rebuild_have h where h.team_id = w.team_id and h.game_week_id = w.game_week_id)
        order by w.game_week_id, w.team_id
        returning id`,
  );
  const resquadded = await queryRows<{ id: number }>(
    tx,
    sql`with wrong as (
          select h.id from rebuild_have h join rebuild_want w on w.team_id = h.team_id and w.game_week_id = h.game_week_id
          where h.players <> w.players or h.misfiled
        ), cleared as (delete from snapshot_players sp using wrong where sp.snapshot_id = wrong.id)
        select id from wrong`,
  );
  await tx.execute(sql`
    insert into snapshot_players (snapshot_id, player_id, game_week_id)
    select s.id, p.player_id, s.game_week_id
    from team_snapshots s
      join rebuild_want w on w.team_id = s.team_id and w.game_week_id = s.game_week_id
      left join rebuild_have h on h.id = s.id
      cross join lateral unnest(w.players) as p(player_id)
    where h.id is null or h.players <> w.players or h.misfiled
    order by s.game_week_id, p.player_id`);
  const changed = [...added, ...resquadded].map((r) => Number(r.id));
  await tx.execute(sql`drop table rebuild_have, rebuild_want`);
  return { removed: removed.length, changed };
}

/** Sets every snapshot's weekly_points from the stored stats; answers the snapshots changed. Starts
 *  from the (few) players with points and finds their snapshots by index, rather than reading
 *  every snapshot's squad. */
export async function refreshAllWeeklyPoints(tx: Exec): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update team_snapshots s set weekly_points = x.pts
        from (
          select s2.id, coalesce(p.pts, 0)::int as pts
          from team_snapshots s2
            left join (
              select sp.snapshot_id, sum(w.pts) as pts
              from (select game_week_id, player_id, sum(points) as pts from player_match_stats group by game_week_id, player_id) w
                join snapshot_players sp on sp.game_week_id = w.game_week_id and sp.player_id = w.player_id
              group by sp.snapshot_id
            ) p on p.snapshot_id = s2.id
        ) x
        where s.id = x.id and s.weekly_points <> x.pts
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

export type SnapshotPlayerView = PlayerSummary & { game_week_points: number };

export interface SnapshotView {
  id: number;
  team: { id: number; name: string };
  game_week: { id: number; week: number };
  players: SnapshotPlayerView[];
  weekly_points: number;
}

interface SnapshotRow {
  snapshot_id: number;
  weekly_points: number;
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
export async function findSnapshot(db: Exec, teamId: number, gameWeekId: number | 'latest'): Promise<SnapshotView | null> {
  const which = gameWeekId === 'latest' ? sql`true` : sql`s.game_week_id = ${gameWeekId}`;
  const rows = await queryRows<SnapshotRow>(
    db,
    sql`with snap as (
          select s.id, s.weekly_points, s.game_week_id, t.id as team_id, t.name as team_name, g.week
          from team_snapshots s
            join fantasy_teams t on t.id = s.team_id
            join game_weeks g on g.id = s.game_week_id
          where s.team_id = ${teamId} and ${which}
          order by g.start_date desc
          limit 1
        )
        select snap.id as snapshot_id, snap.weekly_points, snap.team_id, snap.team_name, snap.game_week_id, snap.week,
          p.id, p.name, p.position, p.team, p.price_tenths, p.retired, p.goals, p.assists, p.clean_sheets,
          p.yellow_cards, p.red_cards, p.games_played, p.points,
          coalesce((select sum(st.points) from player_match_stats st
                    where st.game_week_id = snap.game_week_id and st.player_id = p.id), 0)::int as game_week_points
        from snap
          left join snapshot_players sp on sp.snapshot_id = snap.id
          left join players p on p.id = sp.player_id
        order by case p.position when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end,
          lower(p.name), p.id`,
  );
  if (rows.length === 0) return null;
  const head = rows[0];
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
        }),
        game_week_points: Number(r.game_week_points),
      })),
    weekly_points: Number(head.weekly_points),
  };
}
