import { zonedDateString } from '../../../domain/gameweeks';
import { checkSeasonText, SEASON_NAME_MAX } from '../../../domain/seasons';
import type { Services } from '../../context';
import type { Db } from '../../db';
import { type FieldErrors, invalidInput } from '../../outcomes';
import { writeAudit, type Actor } from '../audit/audit.service';
import { write } from '../../db/write';
import { currentStandings, standingsIn } from '../../standings/load';
import { writeArchive, type ArchiveSummary } from './archive.service';
import { ensureCurrentSeason, seasonSummaryOf, type SeasonSummary } from './seasons.service';
import { topPlayers } from './stats.service';
import {
  clearFixtureResults,
  countMatchesAndWeeks,
  emptySeasonFacts,
  endSeason,
  insertSeason,
  lockCurrentSeason,
  moveFixturesToArchive,
  restartLeagues,
  seasonNamed,
  zeroPlayerTotals,
} from './archive.repository';

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
    const taken = await seasonNamed(tx, name.value);
    if (taken !== null) errors.name = [`There is already a season called ${taken}.`];
  }
  if (String(input.confirm ?? '').trim() !== current.name) {
    errors.confirm = [`Type the current season's name, ${current.name}, to confirm.`];
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return (name as { value: string }).value;
}

/** Clears the closed season's facts and moves its fixtures to its archive. */
async function clearSeason(tx: Db, closedId: number, startDate: string) {
  const counts = await countMatchesAndWeeks(tx);
  const moved = await moveFixturesToArchive(tx, closedId, startDate);
  await clearFixtureResults(tx);
  await emptySeasonFacts(tx);
  await zeroPlayerTotals(tx);
  await restartLeagues(tx);
  return { matches: counts.matches, game_weeks: counts.weeks, fixtures_archived: moved };
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
      const current = await lockCurrentSeason(tx);
      const name = await checkClose(tx, current, input);
      const now = svc.clock.now();
      const model = await standingsIn(tx, svc.db);
      const archive = await writeArchive(tx, current.id, model);
      const [scorer] = await topPlayers(tx, 'goals', current.id);
      const cleared = await clearSeason(tx, current.id, zonedDateString(now, svc.config.clubTimezone));
      await endSeason(tx, current.id, now, archive.teams);
      const next = await insertSeason(tx, { name, startedAt: now, matchesFrom: now });
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
