import type { Db } from '../../db';
import { findAuditEntries, findPlayerOfUserAmong, insertAuditEntries } from './audit.repository';

// The history of staff changes (docs/rules.md §11): every create, update and delete of a
// match, player or fixture writes one entry, in the transaction of the change itself, so a
// refused or failed call writes nothing. Entries are never changed or removed (the database
// refuses it). The author's email is kept beside the id, so an entry stays readable after the
// user is gone. A change a staff member makes to a row of the player linked to them (their own
// stats in a match, their own player record) is marked `self_edit`, so such conflicts of interest
// can be reviewed.

export type AuditAction = 'create' | 'update' | 'delete';
export type AuditEntity = 'match' | 'player' | 'fixture' | 'season' | 'rules';

/** Who made a change: a user (staff, or a player setting their own availability), or null for the command line. */
export type Actor = { id: number; email: string; isStaff?: boolean } | null;

/** The actor of a signed-in request. */
export const actorOf = (user: { id: number; email: string; isStaff?: boolean } | null): Actor =>
  user ? { id: user.id, email: user.email, isStaff: user.isStaff ?? false } : null;

export interface AuditEntryView {
  id: number;
  at: string;
  by: { id: number; email: string } | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number;
  before: unknown;
  after: unknown;
  self_edit: boolean;
}

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  /** The stored record before the change (null for a create). */
  before: unknown;
  /** The stored record after the change (null for a delete). */
  after: unknown;
  /** The players whose rows the change writes (a match's stat rows before and after); a
   *  player change is about its own player. */
  playerIds?: readonly number[];
}

/** The players a change is about. */
const playersOf = (c: AuditChange): readonly number[] => c.playerIds ?? (c.entity === 'player' ? [c.entityId] : []);

/** The player linked to a staff actor, when any change is about players (else null: no query). */
async function staffPlayerOf(tx: Pick<Db, 'select'>, actor: Actor, changes: AuditChange[]): Promise<number | null> {
  if (!actor?.isStaff || !changes.some((c) => playersOf(c).length > 0)) return null;
  const ids = [...new Set(changes.flatMap((c) => playersOf(c)))];
  return findPlayerOfUserAmong(tx, actor.id, ids);
}

/** Writes audit entries inside the transaction `tx` of the change they describe. */
export async function writeAudit(tx: Pick<Db, 'insert' | 'select'>, actor: Actor, at: Date, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  const own = await staffPlayerOf(tx, actor, changes);
  await insertAuditEntries(
    tx,
    changes.map((c) => ({
      at,
      byId: actor?.id ?? null,
      byEmail: actor?.email ?? null,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      before: c.action === 'create' ? null : (c.before ?? null),
      after: c.action === 'delete' ? null : (c.after ?? null),
      selfEdit: own !== null && playersOf(c).includes(own),
    })),
  );
}

export interface AuditQuery {
  entity?: AuditEntity;
  entity_id?: number;
  self_edit?: boolean;
  limit?: number;
}

/** Audit entries, newest first, of one entity kind and/or one record when asked. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditEntryView[]> {
  const rows = await findAuditEntries(db, { entity: q.entity, entityId: q.entity_id, selfEdit: q.self_edit, limit: q.limit ?? 200 });
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    by: r.byId === null ? null : { id: r.byId, email: r.byEmail ?? '' },
    action: r.action as AuditAction,
    entity: r.entity as AuditEntity,
    entity_id: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    self_edit: r.selfEdit,
  }));
}
