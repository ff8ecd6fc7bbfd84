import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { checkMatchHeader } from '../../domain/matches';
import type { Position } from '../../domain/positions';
import { matchPoints, statLineProblems, type StatLine } from '../../domain/scoring';
import type { AppContext } from '../context';
import { queryRows, type Db } from '../db';
import { fixtures, gameWeeks, matches, playerMatchStats, players } from '../db/schema';
import { badRequest, notFound, type FieldErrors } from '../http/errors';
import { writeAudit, type Actor } from './audit';
import { findOrCreateGameWeek, renumberGameWeeks, seasonWrite, weekOf } from './gameweeks';
import { applyPointsChanges, createSnapshotsForGameWeek } from './snapshots';

export interface NewStatInput extends Partial<StatLine> {
  player: number;
  /** Accepted and ignored: the server computes points. */
  points?: number;
}

export interface NewMatchInput {
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  date: string;
  /** The fixture this match is the result of. */
  fixture_id?: number | null;
  players_stats: NewStatInput[];
}

/** One stat row as the API shows it: the stat line with the points the server computed. */
export type StatLineView = StatLine & { points: number };

export interface PlayerGameStatView extends StatLineView {
  id: number;
  player: number;
  player_name: string;
  match: number;
}

export interface ResultView {
  id: number;
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  date: string;
}

export type MatchView = ResultView & {
  game_week: { id: number; week: number };
  fixture_id: number | null;
  players_stats: PlayerGameStatView[];
};

type Exec = Pick<Db, 'execute'>;

/** A stat row as stored, with every counting field present (absent ones are 0). */
function statLine(row: NewStatInput): StatLine {
  return {
    goals: row.goals ?? 0,
    assists: row.assists ?? 0,
    yellow_cards: row.yellow_cards ?? 0,
    red_cards: row.red_cards ?? 0,
    clean_sheets: row.clean_sheets ?? 0,
    MOTM: row.MOTM ?? 0,
    Pen_Saves: row.Pen_Saves ?? 0,
  };
}

/** Sets the totals of the players given (all when 'all') from their stat rows; answers how many changed. */
export async function refreshPlayerTotals(tx: Exec, playerIds: number[] | 'all'): Promise<number> {
  if (playerIds !== 'all' && playerIds.length === 0) return 0;
  const which = playerIds === 'all' ? sql`true` : sql`p2.id = any(${sql.param(playerIds)}::int[])`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update players p set goals = x.goals, assists = x.assists, clean_sheets = x.clean_sheets,
          yellow_cards = x.yellow_cards, red_cards = x.red_cards, games_played = x.games_played, points = x.points
        from (
          select p2.id,
            coalesce(sum(s.goals), 0)::int as goals, coalesce(sum(s.assists), 0)::int as assists,
            coalesce(sum(s.clean_sheets), 0)::int as clean_sheets, coalesce(sum(s.yellow_cards), 0)::int as yellow_cards,
            coalesce(sum(s.red_cards), 0)::int as red_cards, count(s.id)::int as games_played,
            coalesce(sum(s.points), 0)::int as points
          from players p2 left join player_match_stats s on s.player_id = p2.id
          where ${which}
          group by p2.id
        ) x
        where p.id = x.id and (p.goals, p.assists, p.clean_sheets, p.yellow_cards, p.red_cards, p.games_played, p.points)
          is distinct from (x.goals, x.assists, x.clean_sheets, x.yellow_cards, x.red_cards, x.games_played, x.points)
        returning p.id`,
  );
  return rows.length;
}

function refuse(errors: FieldErrors): never {
  const [field, messages] = Object.entries(errors)[0];
  throw badRequest(`Invalid match: ${field}: ${messages[0]}`, errors);
}

/** A match body checked as far as it can be without the database. */
function checkInput(ctx: AppContext, input: NewMatchInput) {
  const now = ctx.clock.now();
  const timeZone = ctx.config.clubTimezone;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const header = checkMatchHeader(input, now, timeZone);
  if (!header.ok) for (const p of header.problems) add(p.field, p.message);
  const rows = input.players_stats.map((row) => ({ player: row.player, line: statLine(row) }));
  const firstRow = new Map<number, number>();
  rows.forEach((row, i) => {
    for (const p of statLineProblems(row.line)) add(`players_stats.${i}.${p.field}`, p.message);
    const first = firstRow.get(row.player);
    if (first !== undefined) add(`players_stats.${i}.player`, `This player already has a stat row in this match (row ${first + 1}).`);
    else firstRow.set(row.player, i);
  });
  return { header, rows, errors, playerIds: [...firstRow.keys()], fixtureId: input.fixture_id ?? null };
}

type CheckedInput = ReturnType<typeof checkInput>;
type PlayerInfo = { id: number; name: string; position: string; retired: boolean };

/**
 * The checks that need the database (inside the season transaction): every player exists and
 * is not retired, the fixture exists and has no other result. Throws a 400 naming every field
 * with a problem; answers the players by id and the match header.
 */
async function checkAgainstDb(tx: Db, checked: CheckedInput, matchId: number | null) {
  const { rows, playerIds, header, fixtureId } = checked;
  const found = playerIds.length
    ? await tx
        .select({ id: players.id, name: players.name, position: players.position, retired: players.retired })
        .from(players)
        .where(inArray(players.id, playerIds))
        .for('key share')
    : [];
  const byId = new Map<number, PlayerInfo>(found.map((p) => [p.id, p]));
  const problems: FieldErrors = structuredClone(checked.errors); // (this may run again: see seasonWrite)
  rows.forEach((row, i) => {
    const p = byId.get(row.player);
    const problem = !p
      ? `There is no player with id ${row.player}.`
      : p.retired
        ? `${p.name} has been deleted and cannot get new stats.`
        : null;
    if (problem) (problems[`players_stats.${i}.player`] ??= []).push(problem);
  });
  if (fixtureId !== null) {
    const [fixture] = await tx
      .select({ id: fixtures.id, resultId: fixtures.resultId })
      .from(fixtures)
      .where(eq(fixtures.id, fixtureId))
      .for('update');
    if (!fixture) (problems.fixture_id ??= []).push(`There is no fixture with id ${fixtureId}.`);
    else if (fixture.resultId !== null && fixture.resultId !== matchId) {
      (problems.fixture_id ??= []).push(`Fixture ${fixtureId} already has a result (match ${fixture.resultId}).`);
    }
  }
  if (Object.keys(problems).length > 0 || !header.ok) refuse(problems);
  return { byId, header: header.match };
}

/** Stores a match's stat rows with their computed points; answers them. */
async function insertStats(tx: Db, matchId: number, gameWeekId: number, checked: CheckedInput, byId: Map<number, PlayerInfo>) {
  if (checked.rows.length === 0) return [];
  return tx
    .insert(playerMatchStats)
    .values(
      checked.rows.map(({ player, line }) => ({
        matchId,
        playerId: player,
        gameWeekId,
        goals: line.goals,
        assists: line.assists,
        yellowCards: line.yellow_cards,
        redCards: line.red_cards,
        cleanSheets: line.clean_sheets,
        motm: line.MOTM,
        penSaves: line.Pen_Saves,
        points: matchPoints(byId.get(player)!.position as Position, line),
      })),
    )
    .returning();
}

/** The gameweek of that instant, made (with every team's snapshot at its deadline, and the weeks
 *  renumbered) when it is new. */
async function gameWeekFor(tx: Db, playedAt: Date, timeZone: string) {
  const gameWeek = await findOrCreateGameWeek(tx, weekOf(playedAt, timeZone));
  if (gameWeek.created) {
    await renumberGameWeeks(tx);
    await createSnapshotsForGameWeek(tx, gameWeek.id);
  }
  return gameWeek;
}

/** After stat rows of gameweek `gw` went: the week goes with its snapshots when it has no match
 *  left (each team loses exactly what its snapshot there held, and later weeks are renumbered). */
async function dropGameWeekIfEmpty(tx: Db, gw: number): Promise<void> {
  const [other] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.gameWeekId, gw)).limit(1);
  if (other) return;
  await tx.execute(sql`update fantasy_teams t set total_points = t.total_points - s.weekly_points
    from team_snapshots s where s.game_week_id = ${gw} and s.team_id = t.id and s.weekly_points <> 0`);
  await tx.execute(sql`delete from team_snapshots where game_week_id = ${gw}`);
  await tx.delete(gameWeeks).where(eq(gameWeeks.id, gw));
  await renumberGameWeeks(tx);
}

/** Makes fixture `fixtureId` (or none) the one whose result is match `matchId`. */
async function linkFixture(tx: Db, matchId: number, fixtureId: number | null): Promise<void> {
  await tx.execute(sql`update fixtures set result_id = null
    where result_id = ${matchId} and id is distinct from ${fixtureId}::int`);
  if (fixtureId !== null) await tx.update(fixtures).set({ resultId: matchId }).where(eq(fixtures.id, fixtureId));
}

const userOf = (actor: Actor | undefined): Actor => actor ?? null;

/**
 * Records a played match with its stat rows (staff), in one transaction: the gameweek found or
 * made (with every team's snapshot at its deadline, and the weeks renumbered), the points of each
 * row computed from the scoring table, and the player totals, snapshot points and team totals
 * brought up to date; the fixture it is the result of linked, and an audit entry written.
 * Nothing is stored when anything is wrong; each problem names its field.
 */
export async function recordMatch(ctx: AppContext, input: NewMatchInput, actor?: Actor): Promise<MatchView> {
  const checked = checkInput(ctx, input);
  return seasonWrite(ctx.db, async (tx) => {
    const { byId, header } = await checkAgainstDb(tx, checked, null);
    const { team1, team2, playedAt } = header;
    const gameWeek = await gameWeekFor(tx, playedAt, ctx.config.clubTimezone);
    const [match] = await tx
      .insert(matches)
      .values({ team1, team2, team1Score: input.team1_score, team2Score: input.team2_score, playedAt, gameWeekId: gameWeek.id })
      .returning();
    const stored = await insertStats(tx, match.id, gameWeek.id, checked, byId);
    await refreshPlayerTotals(tx, checked.playerIds);
    await applyPointsChanges(
      tx,
      gameWeek.id,
      stored.map((s) => ({ playerId: s.playerId, points: s.points })),
    );
    await linkFixture(tx, match.id, checked.fixtureId);
    const view = (await loadMatch(tx, match.id))!;
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'create', entity: 'match', entityId: match.id, before: null, after: view }]);
    await ctx.cache.bump(tx);
    return view;
  });
}

/**
 * Edits a recorded match (staff): its fields and fixture replaced, its stat rows replaced, in one
 * transaction. Every derived number ends as if the match had been recorded this way: the old
 * rows' points leave their gameweek, the new rows' points enter the gameweek of the (maybe new)
 * date, a week made or left empty comes or goes and the weeks are renumbered. The match keeps
 * its id. 404 when there is no such match; 400 (nothing changed) for bad input.
 */
export async function updateMatch(ctx: AppContext, id: number, input: NewMatchInput, actor?: Actor): Promise<MatchView> {
  const checked = checkInput(ctx, input);
  return seasonWrite(ctx.db, async (tx) => {
    const [old] = await tx.select({ id: matches.id, gameWeekId: matches.gameWeekId }).from(matches).where(eq(matches.id, id)).for('update');
    if (!old) throw notFound(`There is no match with id ${id}.`);
    const { byId, header } = await checkAgainstDb(tx, checked, id);
    const before = await loadMatch(tx, id);
    const { team1, team2, playedAt } = header;

    const gameWeek = await gameWeekFor(tx, playedAt, ctx.config.clubTimezone);
    const removed = await tx
      .delete(playerMatchStats)
      .where(eq(playerMatchStats.matchId, id))
      .returning({ playerId: playerMatchStats.playerId, points: playerMatchStats.points });
    await applyPointsChanges(
      tx,
      old.gameWeekId,
      removed.map((r) => ({ playerId: r.playerId, points: -r.points })),
    );
    await tx
      .update(matches)
      .set({ team1, team2, team1Score: input.team1_score, team2Score: input.team2_score, playedAt, gameWeekId: gameWeek.id })
      .where(eq(matches.id, id));
    const stored = await insertStats(tx, id, gameWeek.id, checked, byId);
    await applyPointsChanges(
      tx,
      gameWeek.id,
      stored.map((s) => ({ playerId: s.playerId, points: s.points })),
    );
    await refreshPlayerTotals(tx, [...new Set([...removed.map((r) => r.playerId), ...checked.playerIds])]);
    if (old.gameWeekId !== gameWeek.id) await dropGameWeekIfEmpty(tx, old.gameWeekId);
    await linkFixture(tx, id, checked.fixtureId);
    const view = (await loadMatch(tx, id))!;
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'update', entity: 'match', entityId: id, before, after: view }]);
    await ctx.cache.bump(tx);
    return view;
  });
}

/**
 * Deletes a match and its stat rows (staff); every derived number goes back to what the
 * remaining stats give. A gameweek left without a match goes (with its snapshots) and the later
 * weeks are renumbered; the fixture it was the result of has none again. 404 when there is no
 * such match.
 */
export async function deleteMatch(ctx: AppContext, id: number, actor?: Actor): Promise<void> {
  await seasonWrite(ctx.db, async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, gameWeekId: matches.gameWeekId })
      .from(matches)
      .where(eq(matches.id, id))
      .for('update');
    if (!match) throw notFound(`There is no match with id ${id}.`);
    const before = await loadMatch(tx, id);
    const removed = await tx
      .delete(playerMatchStats)
      .where(eq(playerMatchStats.matchId, id))
      .returning({ playerId: playerMatchStats.playerId, points: playerMatchStats.points });
    await linkFixture(tx, id, null);
    await tx.delete(matches).where(eq(matches.id, id));
    const playerIds = [...new Set(removed.map((r) => r.playerId))];
    await refreshPlayerTotals(tx, playerIds);

    const gw = match.gameWeekId;
    await applyPointsChanges(
      tx,
      gw,
      removed.map((r) => ({ playerId: r.playerId, points: -r.points })),
    );
    await dropGameWeekIfEmpty(tx, gw);
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'delete', entity: 'match', entityId: id, before, after: null }]);
    await ctx.cache.bump(tx);
  });
}

type StatRow = typeof playerMatchStats.$inferSelect & { playerName: string };

function statView(s: StatRow): PlayerGameStatView {
  return {
    id: s.id,
    player: s.playerId,
    player_name: s.playerName,
    match: s.matchId,
    goals: s.goals,
    assists: s.assists,
    yellow_cards: s.yellowCards,
    red_cards: s.redCards,
    clean_sheets: s.cleanSheets,
    points: s.points,
    MOTM: s.motm,
    Pen_Saves: s.penSaves,
  };
}

const statColumns = {
  id: playerMatchStats.id,
  matchId: playerMatchStats.matchId,
  playerId: playerMatchStats.playerId,
  gameWeekId: playerMatchStats.gameWeekId,
  goals: playerMatchStats.goals,
  assists: playerMatchStats.assists,
  yellowCards: playerMatchStats.yellowCards,
  redCards: playerMatchStats.redCards,
  cleanSheets: playerMatchStats.cleanSheets,
  motm: playerMatchStats.motm,
  penSaves: playerMatchStats.penSaves,
  points: playerMatchStats.points,
  playerName: players.name,
};

const resultColumns = {
  id: matches.id,
  team1: matches.team1,
  team2: matches.team2,
  team1Score: matches.team1Score,
  team2Score: matches.team2Score,
  playedAt: matches.playedAt,
};

type ResultRow = { id: number; team1: string; team2: string; team1Score: number; team2Score: number; playedAt: Date };

const resultView = (m: ResultRow): ResultView => ({
  id: m.id,
  team1: m.team1,
  team2: m.team2,
  team1_score: m.team1Score,
  team2_score: m.team2Score,
  date: m.playedAt.toISOString(),
});

/** One match as the API shows it (with its gameweek, fixture and stat rows), or null. */
export async function loadMatch(tx: Db, id: number): Promise<MatchView | null> {
  const [m] = await tx
    .select({ ...resultColumns, gameWeekId: gameWeeks.id, week: gameWeeks.week, fixtureId: fixtures.id })
    .from(matches)
    .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
    .leftJoin(fixtures, eq(fixtures.resultId, matches.id))
    .where(eq(matches.id, id));
  if (!m) return null;
  const stats = await tx
    .select(statColumns)
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .where(eq(playerMatchStats.matchId, id))
    .orderBy(asc(playerMatchStats.id));
  return {
    ...resultView(m),
    game_week: { id: m.gameWeekId, week: m.week },
    fixture_id: m.fixtureId ?? null,
    players_stats: stats.map(statView),
  };
}

/** Recorded matches, newest first, each with its gameweek and stat rows (in the order entered). */
export async function listMatches(db: Db): Promise<MatchView[]> {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select({ ...resultColumns, gameWeekId: gameWeeks.id, week: gameWeeks.week, fixtureId: fixtures.id })
        .from(matches)
        .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
        .leftJoin(fixtures, eq(fixtures.resultId, matches.id))
        .orderBy(desc(matches.playedAt), desc(matches.id));
      const stats = await tx
        .select(statColumns)
        .from(playerMatchStats)
        .innerJoin(players, eq(players.id, playerMatchStats.playerId))
        .orderBy(asc(playerMatchStats.id));
      const byMatch = new Map<number, PlayerGameStatView[]>();
      for (const s of stats) {
        let list = byMatch.get(s.matchId);
        if (!list) byMatch.set(s.matchId, (list = []));
        list.push(statView(s));
      }
      return rows.map((m) => ({
        ...resultView(m),
        game_week: { id: m.gameWeekId, week: m.week },
        fixture_id: m.fixtureId ?? null,
        players_stats: byMatch.get(m.id) ?? [],
      }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every stat row with its player's name, newest match first (rows of a match in the order entered). */
export async function listPlayerGameStats(db: Db): Promise<PlayerGameStatView[]> {
  const rows = await db
    .select(statColumns)
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
    .orderBy(desc(matches.playedAt), desc(matches.id), asc(playerMatchStats.id));
  return rows.map(statView);
}

/** Results: the recorded matches, newest first. */
export async function listResults(db: Db): Promise<ResultView[]> {
  const rows = await db.select(resultColumns).from(matches).orderBy(desc(matches.playedAt), desc(matches.id));
  return rows.map(resultView);
}
