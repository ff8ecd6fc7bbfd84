import { sql, type SQL } from 'drizzle-orm';
import type { Position } from '../../domain/positions';
import { queryRows, type Db } from '../db';
import { lockSeason } from './gameweeks';
import { toPlayerSummary, type PlayerSummary } from './playerViews';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history: joined at or before the deadline
// and not left by then. A team with nobody at a deadline (made later) has no snapshot for that
// week. weekly_points is the sum of the snapshot players' points in that gameweek; a team's
// total_points the sum of its snapshots' weekly_points. Every write below keeps these exact, and
// recompute.ts rebuilds them all with the same statements.

type Exec = Pick<Db, 'execute'>;

/** Which snapshots a rebuild covers: some teams, some gameweeks (predicates on `t`.id and `g`). */
export interface SnapshotScope {
  /** A predicate on the team id column it is given; all teams when absent. */
  team?: (teamId: SQL) => SQL;
  /** A predicate on gameweek `g` (columns g.id, g.deadline); all gameweeks when absent. */
  week?: SQL;
}

const teamPredicate = (scope: SnapshotScope, column: SQL) => (scope.team ? scope.team(column) : sql`true`);
const weekPredicate = (scope: SnapshotScope) => scope.week ?? sql`true`;

/** The players each team in scope had at each gameweek's deadline: rows (team_id, game_week_id, player_id). */
const wanted = (scope: SnapshotScope) => sql`
  select distinct m.team_id, g.id as game_week_id, m.player_id
  from game_weeks g join team_memberships m on m.joined_at <= g.deadline and (m.left_at is null or m.left_at > g.deadline)
  where ${weekPredicate(scope)} and ${teamPredicate(scope, sql`m.team_id`)}`;

/**
 * Makes the snapshots in scope (a team, a gameweek) match the membership history: drops those
 * of teams with nobody at the deadline, adds the missing ones, and gives each exactly the
 * players of the deadline. Existing snapshots keep their ids. Points are left to
 * refreshWeeklyPoints. (The full recompute uses rebuildAllSnapshots, which compares whole squads.)
 */
export async function rebuildSnapshots(tx: Exec, scope: SnapshotScope): Promise<void> {
  const inScope = sql`${weekPredicate(scope)} and ${teamPredicate(scope, sql`s.team_id`)}`;
  const want = wanted(scope);
  // Written as anti-joins (no OR around NOT EXISTS) so that a full rebuild stays set-based.
  await tx.execute(sql`
    with want as (${want})
    delete from team_snapshots s using game_weeks g
    where g.id = s.game_week_id and ${inScope}
      and not exists (select 1 from want w where w.team_id = s.team_id and w.game_week_id = s.game_week_id)`);
  await tx.execute(sql`
    with want as (${want})
    insert into team_snapshots (team_id, game_week_id, weekly_points)
    select distinct w.team_id, w.game_week_id, 0 from want w
    where not exists (select 1 from team_snapshots s where s.team_id = w.team_id and s.game_week_id = w.game_week_id)
    on conflict (team_id, game_week_id) do nothing`);
  await tx.execute(sql`
    with want as (${want})
    delete from snapshot_players sp using team_snapshots s, game_weeks g
    where s.id = sp.snapshot_id and g.id = s.game_week_id and ${inScope}
      and not exists (select 1 from want w where w.team_id = s.team_id and w.game_week_id = s.game_week_id and w.player_id = sp.player_id)`);
  await tx.execute(sql`
    with want as (${want})
    insert into snapshot_players (snapshot_id, player_id, game_week_id)
    select s.id, w.player_id, s.game_week_id
    from want w join team_snapshots s on s.team_id = w.team_id and s.game_week_id = w.game_week_id
    where not exists (select 1 from snapshot_players sp where sp.snapshot_id = s.id and sp.player_id = w.player_id)
    on conflict (snapshot_id, player_id) do nothing`);
}

/**
 * Every snapshot of every team made to match the membership history, comparing whole squads
 * (millions of rows at the scale of a big season, so the squads are compared as sorted arrays,
 * one per snapshot). Answers how many snapshots went and the ids of those made or re-squadded
 * (including those whose player rows named another gameweek than the snapshot's).
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
    select team_id, game_week_id, array_agg(distinct player_id order by player_id) as players
    from (${wanted({})}) w
    group by team_id, game_week_id`);
  const removed = await queryRows<{ id: number }>(
    tx,
    sql`delete from team_snapshots s using rebuild_have h
        where s.id = h.id and not exists (select 1 from rebuild_want w where w.team_id = h.team_id and w.game_week_id = h.game_week_id)
        returning s.id`,
  );
  const added = await queryRows<{ id: number }>(
    tx,
    sql`insert into team_snapshots (team_id, game_week_id, weekly_points)
        select w.team_id, w.game_week_id, 0 from rebuild_want w
        where not exists (select 1 from rebuild_have h where h.team_id = w.team_id and h.game_week_id = w.game_week_id)
        returning id`,
  );
  const resquadded = await queryRows<{ id: number }>(
    tx,
    sql`select h.id from rebuild_have h join rebuild_want w on w.team_id = h.team_id and w.game_week_id = h.game_week_id
        where h.players <> w.players or h.misfiled`,
  );
  const changed = [...added, ...resquadded].map((r) => Number(r.id));
  if (resquadded.length > 0) {
    await tx.execute(sql`delete from snapshot_players where snapshot_id = any(${sql.param(resquadded.map((r) => Number(r.id)))}::int[])`);
  }
  if (changed.length > 0) {
    await tx.execute(sql`
      insert into snapshot_players (snapshot_id, player_id, game_week_id)
      select s.id, unnest(w.players), s.game_week_id
      from team_snapshots s join rebuild_want w on w.team_id = s.team_id and w.game_week_id = s.game_week_id
      where s.id = any(${sql.param(changed)}::int[])`);
  }
  await tx.execute(sql`drop table rebuild_have, rebuild_want`);
  return { removed: removed.length, changed };
}

/** Sets weekly_points of the snapshots in scope from the stored stats; answers the snapshots changed. */
export async function refreshWeeklyPoints(tx: Exec, scope: SnapshotScope): Promise<number[]> {
  const weekPoints = sql`select game_week_id, player_id, sum(points) as pts from player_match_stats group by game_week_id, player_id`;
  // A team or a week: sum the few snapshots' players. Everything: start from the (few) players
  // with points and find their snapshots by index, rather than reading every snapshot's squad.
  const fresh =
    scope.team || scope.week
      ? sql`select s2.id, coalesce(sum(w.pts), 0)::int as pts
            from team_snapshots s2
              join game_weeks g on g.id = s2.game_week_id
              left join snapshot_players sp on sp.snapshot_id = s2.id
              left join (${weekPoints}) w on w.game_week_id = s2.game_week_id and w.player_id = sp.player_id
            where ${weekPredicate(scope)} and ${teamPredicate(scope, sql`s2.team_id`)}
            group by s2.id`
      : sql`select s2.id, coalesce(p.pts, 0)::int as pts
            from team_snapshots s2
              left join (
                select sp.snapshot_id, sum(w.pts) as pts
                from (${weekPoints}) w join snapshot_players sp on sp.game_week_id = w.game_week_id and sp.player_id = w.player_id
                group by sp.snapshot_id
              ) p on p.snapshot_id = s2.id`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update team_snapshots s set weekly_points = x.pts from (${fresh}) x
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

/** Builds the snapshots of a gameweek just made: every team as it was at the deadline. */
export async function createSnapshotsForGameWeek(tx: Exec, gameWeekId: number): Promise<void> {
  await rebuildSnapshots(tx, { week: sql`g.id = ${gameWeekId}` });
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
  // Found through the (game_week_id, player_id) index; the sums are done here, and the updates
  // below name their rows by key, so no plan depends on table statistics (the embedded
  // database never gathers any).
  const rows = await queryRows<{ snapshot_id: number; player_id: number }>(
    tx,
    sql`select snapshot_id, player_id from snapshot_players
        where game_week_id = ${gameWeekId} and player_id = any(${sql.param([...byPlayer.keys()])}::int[])`,
  );
  const delta = new Map<number, number>();
  for (const r of rows) {
    const id = Number(r.snapshot_id);
    delta.set(id, (delta.get(id) ?? 0) + byPlayer.get(Number(r.player_id))!);
  }
  for (const [id, d] of delta) if (d === 0) delta.delete(id);
  if (delta.size === 0) return;
  const ids = sql`${sql.param([...delta.keys()])}::int[]`;
  await tx.execute(sql`
    with changed as (
      update team_snapshots s set weekly_points = s.weekly_points + v.delta
      from unnest(${ids}, ${sql.param([...delta.values()])}::int[]) as v(id, delta)
      where s.id = v.id and s.id = any(${ids})
      returning s.team_id, v.delta
    )
    update fantasy_teams t set total_points = t.total_points + d.delta
    from (select team_id, sum(delta)::int as delta from changed group by team_id) d
    where t.id = d.team_id and d.delta <> 0`);
}

/**
 * Brings one team's snapshots up to date after its squad changed (create, transfer):
 * the snapshots of gameweeks whose deadline is at or after `now` are rebuilt from the team's
 * membership history (a gameweek may exist before its deadline, as a match may be dated up to a
 * day ahead), with their points and the team's total. Snapshots of past deadlines never change.
 * Call it inside the transaction that wrote the team's history, after writing it.
 */
export async function syncTeamSnapshots(tx: Exec, teamId: number, now: Date): Promise<void> {
  await lockSeason(tx, 'shared');
  const scope: SnapshotScope = { team: (col) => sql`${col} = ${teamId}`, week: sql`g.deadline >= ${now}` };
  await rebuildSnapshots(tx, scope);
  await refreshWeeklyPoints(tx, scope);
  await refreshTeamTotals(tx, [teamId]);
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
