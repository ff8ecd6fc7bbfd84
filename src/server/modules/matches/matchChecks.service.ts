import { checkMatchHeader } from '../../../domain/matches';
import { statLineProblems, type StatLine } from '../../../domain/scoring';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type FieldErrors, invalidInput } from '../../outcomes';
import type { NewMatchInput, NewStatInput } from './matches.views';
import { matchesAllowedFrom } from '../seasons/seasons.service';
import { lockFixture, lockPlayers, type PlayerInfo } from './matches.repository';

// The checks of a match body: what can be checked without the database, then against it.

/** A stat row as stored, with every counting field present (absent ones are 0). */
export function statLine(row: NewStatInput): StatLine {
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

function refuse(errors: FieldErrors): never {
  const [field, messages] = Object.entries(errors)[0];
  throw invalidInput(errors, `Invalid match: ${field}: ${messages[0]}`);
}

/** A match body checked as far as it can be without the database. */
export function checkInput(ctx: AppContext, input: NewMatchInput) {
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

export type CheckedInput = ReturnType<typeof checkInput>;
export type { PlayerInfo } from './matches.repository';

/**
 * The checks that need the database (inside the season transaction): every player exists and
 * is not retired, the fixture exists and has no other result. Throws a 400 naming every field
 * with a problem; answers the players by id and the match header.
 */
export async function checkAgainstDb(tx: Db, checked: CheckedInput, matchId: number | null) {
  const { rows, playerIds, header, fixtureId } = checked;
  const found = await lockPlayers(tx, playerIds);
  const byId = new Map<number, PlayerInfo>(found.map((p) => [p.id, p]));
  const problems: FieldErrors = structuredClone(checked.errors); // (this may run again: see write, db/write.ts)
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
    const fixture = await lockFixture(tx, fixtureId);
    if (!fixture) (problems.fixture_id ??= []).push(`There is no fixture with id ${fixtureId}.`);
    else if (fixture.resultId !== null && fixture.resultId !== matchId) {
      (problems.fixture_id ??= []).push(`Fixture ${fixtureId} already has a result (match ${fixture.resultId}).`);
    }
  }
  const from = header.ok ? await matchesAllowedFrom(tx) : null;
  if (from && header.ok && header.match.playedAt.getTime() < from.getTime()) {
    (problems.date ??= []).push(`The current season started on ${from.toISOString().slice(0, 10)}: a match dated before it belongs to an archived season.`);
  }
  if (Object.keys(problems).length > 0 || !header.ok) refuse(problems);
  return { byId, header: header.match };
}

