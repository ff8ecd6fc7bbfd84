import { eq } from 'drizzle-orm';
import { toTenths } from '../../domain/money';
import type { Position } from '../../domain/positions';
import { gameWeeks, matches, playerMatchStats, players } from '../db/schema';
import type { TestApp } from './harness';

// Test data written straight to the database (faster than the API, and able to make history
// the API has no call for yet). Every helper drops the cached public lists afterwards.

export type PlayerPool = Record<Position, number[]>;

export interface PlayerSpec {
  name?: string;
  position: Position;
  team?: string;
  price?: number;
  retired?: boolean;
  goals?: number;
  points?: number;
}

let serial = 0;

export async function addPlayer(t: TestApp, spec: PlayerSpec): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(players)
    .values({
      name: spec.name ?? `${spec.position} ${++serial}`,
      position: spec.position,
      team: spec.team ?? "Men's 1st",
      priceTenths: toTenths(spec.price ?? 5)!,
      retired: spec.retired ?? false,
      goals: spec.goals ?? 0,
      points: spec.points ?? 0,
    })
    .returning({ id: players.id });
  t.app.ctx.cache.invalidate();
  return row.id;
}

/** `count` players of each position (enough for every legal shape and one too many of each). */
export async function addPlayerPool(t: TestApp, opts: { prefix?: string; count?: number; price?: number } = {}): Promise<PlayerPool> {
  const count = opts.count ?? 7;
  const pool: PlayerPool = { Goalkeeper: [], Defender: [], Midfielder: [], Attacker: [] };
  for (const position of Object.keys(pool) as Position[]) {
    for (let i = 1; i <= count; i++) {
      pool[position].push(await addPlayer(t, { position, name: `${opts.prefix ?? 'Pool'} ${position} ${i}`, price: opts.price ?? 5 }));
    }
  }
  return pool;
}

/** The ids of one goalkeeper and a D-M-A outfield from the pool, e.g. squadOf(pool, '4-4-2'). */
export function squadOf(pool: PlayerPool, shape: string, gk = 1): number[] {
  const [d, m, a] = shape.split('-').map(Number);
  return [...pool.Goalkeeper.slice(0, gk), ...pool.Defender.slice(0, d), ...pool.Midfielder.slice(0, m), ...pool.Attacker.slice(0, a)];
}

/** A recorded match (in the week of Monday 2026-11-09) with one stat row for the player. */
export async function addStatRow(t: TestApp, playerId: number, stat: { goals?: number; points?: number } = {}) {
  const db = t.app.ctx.db;
  await db
    .insert(gameWeeks)
    .values({ week: 1, startDate: '2026-11-09', endDate: '2026-11-15', deadline: new Date('2026-11-09T00:00:00Z') })
    .onConflictDoNothing();
  const [week] = await db.select().from(gameWeeks).where(eq(gameWeeks.startDate, '2026-11-09'));
  const [match] = await db
    .insert(matches)
    .values({
      team1: "Men's 1st",
      team2: 'Rivals FC',
      team1Score: 2,
      team2Score: 0,
      playedAt: new Date('2026-11-14T15:00:00Z'),
      gameWeekId: week.id,
    })
    .returning();
  const [row] = await db
    .insert(playerMatchStats)
    .values({
      matchId: match.id,
      playerId,
      gameWeekId: week.id,
      goals: stat.goals ?? 0,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
      cleanSheets: 1,
      motm: 0,
      penSaves: 0,
      points: stat.points ?? 2,
    })
    .returning();
  t.app.ctx.cache.invalidate();
  return { week, match, stat: row };
}
