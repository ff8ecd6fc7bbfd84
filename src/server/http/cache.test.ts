import { buildApp } from '../app';
import { openDatabase } from '../db';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function addPlayer(name: string) {
  const staff = await t.user({ staff: true });
  const res = await t.inject({ method: 'POST', url: '/api/players/', headers: staff.auth, payload: { name, position: 'Defender', team: "Men's 1st", price: 5.5 } });
  expect(res.statusCode).toBe(201);
}

test('a cached list is fresh after a write in the same process', async () => {
  const before = (await t.inject({ method: 'GET', url: '/api/players/' })).json();
  await addPlayer('Cache Fresh');
  const after = (await t.inject({ method: 'GET', url: '/api/players/' })).json();
  expect(after.length).toBe(before.length + 1);
});

// Only PostgreSQL can be shared by several server processes.
(testDatabaseKind() === 'postgres' ? test : test.skip)('a second server process on the same PostgreSQL sees the first one\'s writes', async () => {
  const second = await openDatabase({ databaseUrl: t.database.url!, dataDir: null });
  const other = await buildApp(t.config, { database: second, clock: t.clock, logger: false });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address() as { port: number };
  const read = async () => (await (await fetch(`http://127.0.0.1:${address.port}/api/players/`)).json()) as { name: string }[];
  try {
    const before = await read();
    await addPlayer('Seen Elsewhere');
    let after = await read();
    for (let i = 0; i < 50 && after.length === before.length; i++) {
      await new Promise((r) => setTimeout(r, 20)); // the notification crosses processes at commit
      after = await read();
    }
    expect(after.map((p) => p.name)).toContain('Seen Elsewhere');
  } finally {
    await other.close();
    await second.close();
  }
});
