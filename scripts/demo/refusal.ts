// load-demo fills an empty database only: the check that it is.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db';

const COUNTED = [
  ['users', 'users'],
  ['players', 'players'],
  ['fantasy_teams', 'teams'],
  ['matches', 'matches'],
  ['fixtures', 'fixtures'],
] as const;

/** Null for an empty database, otherwise the one line saying why load-demo will not run. */
export async function refusalReason(db: Db): Promise<string | null> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql.raw(`select ${COUNTED.map(([table, label]) => `(select count(*) from ${table})::int as "${label}"`).join(', ')}`),
  );
  const held = COUNTED.filter(([, label]) => Number(row[label]) > 0).map(([, label]) =>
    `${row[label]} ${Number(row[label]) === 1 ? label.slice(0, -1) : label}`,
  );
  if (held.length === 0) return null;
  return (
    `This database already holds data (${held.join(', ')}); load-demo only fills an empty one and changed nothing. ` +
    'Point DATA_DIR at a new folder (or DATABASE_URL at an empty database) and run it again.'
  );
}


