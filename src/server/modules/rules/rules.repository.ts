import { asc, gte, lte, desc } from 'drizzle-orm';
import type { Db } from '../../db';
import { gameRules } from '../../db/schemaSeasons';
import type { GameRules } from '../../../domain/rules';

// The game's rules as stored: each row in force from its deadline on.

export type RulesRecord = typeof gameRules.$inferSelect;

export const rulesOf = (r: RulesRecord): GameRules => ({
  free_transfers: r.freeTransfers,
  max_banked: r.maxBanked,
  transfer_cost: r.transferCost,
  chips: r.chips,
});

/** The row in force at `deadline` (the latest from it or before), if any. */
export async function rulesRowAt(db: Pick<Db, 'select'>, deadline: Date): Promise<RulesRecord | undefined> {
  const [row] = await db.select().from(gameRules).where(lte(gameRules.fromDeadline, deadline)).orderBy(desc(gameRules.fromDeadline)).limit(1);
  return row;
}

/** Every row, by deadline: what the standings engine folds the gameweeks' rules from. */
export function allRulesRows(db: Pick<Db, 'select'>): Promise<RulesRecord[]> {
  return db.select().from(gameRules).orderBy(asc(gameRules.fromDeadline));
}

/** Sets the rules from `deadline` on: any row from that deadline or later (set while the game
 *  clock stood later) gives way to this one. Answers the new row. */
export async function setRulesFrom(tx: Db, deadline: Date, rules: GameRules): Promise<RulesRecord> {
  await tx.delete(gameRules).where(gte(gameRules.fromDeadline, deadline));
  const [row] = await tx
    .insert(gameRules)
    .values({ fromDeadline: deadline, freeTransfers: rules.free_transfers, maxBanked: rules.max_banked, transferCost: rules.transfer_cost, chips: rules.chips })
    .returning();
  return row;
}
