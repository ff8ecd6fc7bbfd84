import { sql } from 'drizzle-orm';
import { zonedDateString } from '../../../domain/gameweeks';
import { checkSeasonText, SEASON_NAME_MAX } from '../../../domain/seasons';
import type { Services } from '../../context';
import { queryRows, type Db } from '../../db';
import { seasons } from '../../db/schemaSeasons';
import { type FieldErrors, invalidInput } from '../../outcomes';
import { writeAudit, type Actor } from '../audit/audit.service';
import { write } from '../../db/write';
import { currentStandings, standingsIn } from '../../standings/load';
import { writeArchive, type ArchiveSummary } from './archive.service';
import { ensureCurrentSeason, seasonSummaryOf, type SeasonSummary } from './seasons.service';
import { topPlayers } from './stats.service';

// Closing the current season and starting the next, in one transaction under the season lock
// (no match, team or term write runs beside it): the archive is written from a standings engine read
// in that transaction, then the season's own facts are cleared. Players (their totals back to 0),
// accounts and mini-leagues (members kept, counting from week 1 again) carry over; fixtures dated
// before the new season's start leave the lists for the old season's archive. Every server
// process then rebuilds its standings engine (as after a recompute).

export interface CloseInput {
  name: string;
  confirm: string;
}

export interface CloseReport extends ArchiveSummary {
  closed: { id: number; name: string };
  next: SeasonSummary;
  top_scorer: { name: string; goals: number } | null;
  matches: number;
  game_weeks: number;
  fixtures_archived: number;
}

class DryRun extends Error {}

/** 400 naming `name` (blank, too long, taken) and/or `confirm` (not the current season's name). */
async function checkClose(tx: Db, current: { name: string }, input: CloseInput): Promise<string> {
  const errors: FieldErrors = {};
  const name = checkSeasonText(input.name, SEASON_NAME_MAX, 'season name');
  if (!name.ok) errors.name = [name.message];
  else {
    const [taken] = await queryRows<{ name: string }>(tx, sql`select name from seasons where lower(name) = lower(${name.value})`);
    if (taken) errors.name = [`There is already a season called ${taken.name}.`];
  }
  if (String(input.confirm ?? '').trim() !== current.name) {
    errors.confirm = [`Type the current season's name, ${current.name}, to confirm.`];
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return (name as { value: string }).value;
}

/** Clears the closed season's facts and moves its fixtures to its archive. */
async function clearSeason(tx: Db, closedId: number, startDate: string) {
  const [counts] = await queryRows<{ matches: number; weeks: number }>(
    tx,
    sql`select (select count(*) from matches)::int as matches, (select count(*) from game_weeks)::int as weeks`,
  );
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`insert into season_fixtures (id, season_id, side, team1, team2, location, date, time, status)
        select id, ${closedId}, side, team1, team2, location, date, time, status from fixtures where date < ${startDate}
        returning id`,
  );
  await tx.execute(sql`delete from fixtures where date < ${startDate}`);
  await tx.execute(sql`update fixtures set result_id = null where result_id is not null`);
  // The teams and their histories are the big tables: emptied at once (no dead rows left for the
  // next season's reads to step over, no per-row foreign-key work). A reader still on them is
  // waited for a moment.
  await tx.execute(sql`set local lock_timeout = '10s'`);
  await tx.execute(sql`truncate team_memberships, team_captaincies, player_match_stats, fantasy_teams`);
  await tx.execute(sql`delete from matches`);
  await tx.execute(sql`delete from game_weeks`);
  await tx.execute(sql`set local lock_timeout = '200ms'`);
  await tx.execute(sql`update players set goals = 0, assists = 0, clean_sheets = 0, yellow_cards = 0, red_cards = 0, games_played = 0, points = 0
    where (goals, assists, clean_sheets, yellow_cards, red_cards, games_played, points) <> (0, 0, 0, 0, 0, 0, 0)`);
  await tx.execute(sql`update leagues set start_week = 1 where start_week <> 1`);
  return { matches: Number(counts.matches), game_weeks: Number(counts.weeks), fixtures_archived: moved.length };
}

/**
 * Closes the current season and starts one called `input.name` (staff, or the command line with
 * a null actor). With `dryRun` everything is done and then rolled back: the report says what
 * would have been archived and cleared.
 */
export async function closeSeason(svc: Services, actor: Actor, input: CloseInput, options: { dryRun?: boolean } = {}): Promise<CloseReport> {
  await ensureCurrentSeason(svc);
  await currentStandings(svc); // this process's model, read before the lock is taken (see standingsIn)
  let report: CloseReport | null = null;
  try {
    await write(svc, { lock: 'exclusive', rebuild: true }, async (tx) => {
      const [current] = await tx.select().from(seasons).where(sql`ended_at is null`).for('update');
      const name = await checkClose(tx, current, input);
      const now = svc.clock.now();
      const model = await standingsIn(tx, svc.db);
      const archive = await writeArchive(tx, current.id, model);
      const [scorer] = await topPlayers(tx, 'goals', current.id);
      const cleared = await clearSeason(tx, current.id, zonedDateString(now, svc.config.clubTimezone));
      await tx.execute(sql`update seasons set ended_at = ${now}, team_count = ${archive.teams} where id = ${current.id}`);
      const [next] = await tx.insert(seasons).values({ name, startedAt: now, matchesFrom: now }).returning();
      report = {
        ...archive,
        ...cleared,
        closed: { id: current.id, name: current.name },
        next: seasonSummaryOf(next),
        top_scorer: scorer ? { name: scorer.player.name, goals: scorer.value } : null,
      };
      if (options.dryRun) throw new DryRun();
      const { next: _n, ...after } = report;
      await writeAudit(tx, actor, now, [{ action: 'create', entity: 'season', entityId: next.id, before: null, after: { ...seasonSummaryOf(next), ...after } }]);
    });
  } catch (e) {
    if (!(e instanceof DryRun)) throw e;
  }
  return report!;
}
