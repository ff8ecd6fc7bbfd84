import { addDays, deadlineOf, weekStartOf, zonedDateString } from '../../../domain/gameweeks';
import type { Db } from '../../db';
import { findGameWeekByStart, insertGameWeek, selectGameWeeks, selectWeekNumber, type GameWeekRow, type Tx } from './gameweeks.repository';

export { deleteGameWeek, renumberGameWeeks, type GameWeekRow, type Tx } from './gameweeks.repository';

export interface WeekDates {
  startDate: string;
  endDate: string;
  deadline: Date;
}

/** The Monday-to-Sunday week (club time zone) holding an instant, with its deadline (Monday 00:00). */
export function weekOf(instant: Date, timeZone: string): WeekDates {
  const startDate = weekStartOf(zonedDateString(instant, timeZone));
  return { startDate, endDate: addDays(startDate, 6), deadline: deadlineOf(startDate, timeZone) };
}

/** The gameweek of that week, made if it is new (its `week` number is then set by renumbering). */
export async function findOrCreateGameWeek(tx: Tx, dates: WeekDates): Promise<GameWeekRow & { created: boolean }> {
  const found = await findGameWeekByStart(tx, dates.startDate);
  if (found) return { ...found, created: false };
  const row = await insertGameWeek(tx, dates);
  return { ...row, created: true };
}

export async function weekNumberOf(tx: Tx, gameWeekId: number): Promise<number> {
  return selectWeekNumber(tx, gameWeekId);
}

export interface GameWeekView {
  id: number;
  week: number;
  start_date: string;
  end_date: string;
  published_at: string | null;
}

/** All gameweeks in order, or the one numbered `week` (a list of 0 or 1). */
export async function listGameWeeks(db: Db, week?: number): Promise<GameWeekView[]> {
  const rows = await selectGameWeeks(db, week);
  return rows.map((r) => ({ ...r, published_at: r.published_at ? r.published_at.toISOString() : null }));
}
