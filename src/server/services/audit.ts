import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { auditEntries } from '../db/schema';

// The history of staff changes (docs/rules.md §11): every create, update and delete of a
// match, player or fixture writes one entry, in the transaction of the change itself, so a
// refused or failed call writes nothing. Entries are never changed or removed (the database
// refuses it). The author's email is kept beside the id, so an entry stays readable after the
// user is gone.

export type AuditAction = 'create' | 'update' | 'delete';
export type AuditEntity = 'match' | 'player' | 'fixture' | 'season';

/** Who made a change: a staff user, or null for the command line. */
export type Actor = { id: number; email: string } | null;

/** The actor of a signed-in request. */
export const actorOf = (user: { id: number; email: string } | null): Actor => (user ? { id: user.id, email: user.email } : null);

export interface AuditEntryView {
  id: number;
  at: string;
  by: { id: number; email: string } | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number;
  before: unknown;
  after: unknown;
}

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The stored record before the change (null for a create). */
  before: unknown;
  /** The stored record after the change (null for a delete). */
  after: unknown;
}

/** Writes audit entries inside the transaction `tx` of the change they describe. */
export async function writeAudit(tx: Pick<Db, 'insert'>, actor: Actor, at: Date, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditEntries).values(
    changes.map((c) => ({
      at,
      byId: actor?.id ?? null,
      byEmail: actor?.email ?? null,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      before: c.action === 'create' ? null : (c.before ?? null),
      after: c.action === 'delete' ? null : (c.after ?? null),
    })),
  );
}

export interface AuditQuery {
  entity?: AuditEntity;
  entity_id?: number;
  limit?: number;
}

/** Audit entries, newest first, of one entity kind and/or one record when asked. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditEntryView[]> {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditEntries.entity, q.entity));
  if (q.entity_id !== undefined) where.push(eq(auditEntries.entityId, q.entity_id));
  const rows = await db
    .select()
    .from(auditEntries)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEntries.id))
    .limit(q.limit ?? 200);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    by: r.byId === null ? null : { id: r.byId, email: r.byEmail ?? '' },
    action: r.action as AuditAction,
    entity: r.entity as AuditEntity,
    entity_id: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
