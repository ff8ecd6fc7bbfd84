// The standings engine's first load in-process: seeds the bench's season (seed.ts, rules on) in
// PGlite, or in a new database on the PostgreSQL server named, and times reading it whole three
// times; with SYNCS=1 also a sync that finds nothing changed and one after a team was stamped.
//   npx tsx scripts/bench/model-load.ts <teams> [postgres admin url]
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db';
import { recomputeAll } from '../../src/server/standings/recompute';
import { loadStandings, syncStandings } from '../../src/server/standings/load';
import { write } from '../../src/server/db/write';
import { seedLeagues, seedSeason } from './seed';
import { createBenchDatabase, dropBenchDatabase } from './servers';

const teams = Number(process.argv[2] ?? 5000);
const admin = process.argv[3];
(async () => {
  let url: string | null = null;
  let name = '';
  if (admin) ({ name, url } = await createBenchDatabase(admin));
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    const seeded = await seedSeason(db.db, { players: 400, teams, weeks: 30, statRows: 16 }, 'Europe/London', new Date());
    await seedLeagues(db.db, teams, 1000, { count: Math.floor(teams / 10), startsOn: seeded.h2hStartsOn });
    let t0 = performance.now();
    await recomputeAll(db.db, 'Europe/London');
    console.log(`recompute ${(performance.now() - t0).toFixed(0)} ms`);
    const [c] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from team_chips`);
    console.log(`chips ${c.n}`);
    for (let i = 0; i < 3; i++) {
      t0 = performance.now();
      await db.db.transaction((tx) => loadStandings(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      console.log(`${db.kind} ${teams} teams: model load ${(performance.now() - t0).toFixed(0)} ms`);
    }
    if (process.env.SYNCS) {
      await syncStandings(db.db);
      for (let i = 0; i < 5; i++) {
        t0 = performance.now();
        await syncStandings(db.db);
        const idle = performance.now() - t0;
        await write({ db: db.db }, { lock: 'shared' }, (_tx, scope) => scope.stampTeam(1 + i));
        t0 = performance.now();
        await syncStandings(db.db);
        console.log(`sync: nothing changed ${idle.toFixed(1)} ms, one team stamped ${(performance.now() - t0).toFixed(1)} ms`);
      }
    }
  } finally {
    await db.close();
    if (admin) await dropBenchDatabase(admin, name);
  }
})();
