// A team's weekly decisions (the product rules §22): the chips it plays for the next deadline's week,
// and what its pending changes will cost. The numbers of past gameweeks are the standings engine's
// (standings/ledger.ts); here only the next deadline's: the same fold, one snapshot further.
import type { Services } from '../../context';
import type { Db } from '../../db';
import { nextDeadlineAfter, zonedDateString } from '../../../domain/gameweeks';
import { CHIPS, chipRefusal, isChip, type Chip } from '../../../domain/rules';
import { pendingOf, type ChipWeek } from '../../standings/ledger';
import type { Standings } from '../../standings/model';
import { currentStandings } from '../../standings/load';
import { currentRules } from '../rules/rules.service';
import { seasonsNewestFirst } from '../seasons/seasons.service';
import { termsOf } from '../terms/terms.service';
import { chipsOfTeam, type ChipRow } from './teams.repository';

type Ctx = Pick<Services, 'db' | 'values' | 'clock' | 'config'>;

/** The Monday (club date) of the week that starts at the next deadline: what a chip is played for. */
export function nextMonday(ctx: Pick<Services, 'clock' | 'config'>): string {
  return zonedDateString(nextDeadlineAfter(ctx.clock.now(), ctx.config.clubTimezone), ctx.config.clubTimezone);
}

/** Chip rows as the engine keeps them. */
export function chipWeeksOf(rows: readonly ChipRow[]): ChipWeek[] {
  return rows.flatMap((r) => {
    if (!isChip(r.chip)) return [];
    const freeHit =
      r.chip === 'free_hit'
        ? { squad: r.freeHitPlayers ?? [], bench: r.freeHitBench ?? [], captain: r.freeHitCaptain, vice: r.freeHitVice }
        : null;
    return [{ weekStart: r.weekStart, chip: r.chip, freeHit }];
  });
}

export async function storedChips(db: Db, teamId: number): Promise<ChipWeek[]> {
  return chipWeeksOf(await chipsOfTeam(db, teamId));
}

/** What the chip rule reads besides the team's chips, read before a write's transaction (the
 *  embedded database has one connection: nothing may wait on another transaction inside one). */
export async function chipContext(ctx: Ctx): Promise<{ chipsOn: boolean; seasonId: number | null; mondays: string[] }> {
  const [rules, seasonId, season] = [await currentRules(ctx), await currentSeasonId(ctx.db), await currentStandings(ctx)];
  return { chipsOn: rules.chips, seasonId, mondays: season.weeks().map((w) => w.startDate) };
}

/** The current season's id, or null before one is made (it then has no terms): read without
 *  making one, so that a team's reads never start the season. */
async function currentSeasonId(db: Db): Promise<number | null> {
  return (await seasonsNewestFirst(db)).find((s) => s.endedAt === null)?.id ?? null;
}

/** Why `chip` cannot be played for the next deadline's week by a team that played `played`, or null. */
export async function chipProblem(ctx: Ctx, db: Db, about: Awaited<ReturnType<typeof chipContext>>, chip: Chip, played: readonly ChipWeek[]): Promise<string | null> {
  const terms = about.seasonId === null ? [] : await termsOf(db, about.seasonId);
  return chipRefusal(chip, nextMonday(ctx), played, about.mondays, terms, about.chipsOn);
}

export interface Decisions {
  free_transfers: number | null;
  transfers_pending: number;
  transfer_cost_pending: number;
  chip: Chip | null;
  chips: { chip: Chip; available: boolean }[];
}

/** A team's decisions for the next deadline: its bank, what the squad shown (`squad`: the 11 and
 *  the bench) would count and cost as the next snapshot, the chip played and those it may play. */
export async function decisionsOf(ctx: Ctx, season: Standings, teamId: number, played: readonly ChipWeek[], squad: readonly number[]): Promise<Decisions> {
  const rules = await currentRules(ctx);
  const monday = nextMonday(ctx);
  const chip = played.find((c) => c.weekStart === monday)?.chip ?? null;
  const pending = pendingOf(season.decisions(teamId)?.ledger ?? null, squad, chip, rules);
  const seasonId = await currentSeasonId(ctx.db);
  const terms = seasonId === null ? [] : await termsOf(ctx.db, seasonId);
  const mondays = season.weeks().map((w) => w.startDate);
  return {
    free_transfers: pending.freeTransfers,
    transfers_pending: pending.transfers,
    transfer_cost_pending: pending.transferCost,
    chip,
    chips: CHIPS.map((c) => ({ chip: c, available: chipRefusal(c, monday, played, mondays, terms, rules.chips) === null })),
  };
}
