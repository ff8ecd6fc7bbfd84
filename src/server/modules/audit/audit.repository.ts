import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditEntries, players } from '../../db/schema';

// Every query of the audit trail: entries are only ever added and read.

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

/** Of the players `ids`, the one linked to this user, or null. */
export async function findPlayerOfUserAmong(tx: Pick<Db, 'select'>, userId: number, ids: number[]): Promise<number | null> {
  const [own] = await tx.select({ id: players.id }).from(players).where(and(eq(players.userId, userId), inArray(players.id, ids))).limit(1);
  return own?.id ?? null;
}

export async function insertAuditEntries(tx: Pick<Db, 'insert'>, entries: NewAuditEntry[]): Promise<void> {
  await tx.insert(auditEntries).values(entries);
}

export interface AuditFilter {
  entity?: string;
  entityId?: number;
  selfEdit?: boolean;
  limit: number;
}

/** Audit entries, newest first, of one entity kind, one record and/or self edits when asked. */
export async function findAuditEntries(db: Db, filter: AuditFilter): Promise<AuditEntryRow[]> {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditEntries.entity, filter.entity));
  if (filter.entityId !== undefined) where.push(eq(auditEntries.entityId, filter.entityId));
  if (filter.selfEdit !== undefined) where.push(eq(auditEntries.selfEdit, filter.selfEdit));
  return db
    .select()
    .from(auditEntries)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEntries.id))
    .limit(filter.limit);
}
