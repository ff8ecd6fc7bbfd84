// The standings engine's memory per team, in-process and without a database: a season shaped like the
// bench's seed (400 players, 30 gameweeks of 16 stat rows, 11 players a team with a transfer every
// tenth week, a captain and a vice, every third team changing them half way, a full bench of 4
// that every third team reorders half way) is built for each size, and the heap (plus typed
// arrays' backing stores) measured after a full collection. MODEL_BENCH=0 leaves the benches out.
//   npx tsx scripts/bench/model-memory.ts [5000 50000]
import v8 from 'node:v8';
import vm from 'node:vm';
import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from '../../src/server/standings/model';
import { seededRandom } from '../random';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const PLAYERS = 400;
const BENCH = process.env.MODEL_BENCH !== '0';
const WEEKS = 30;
const DAY = 86_400_000;

function season(teams: number): { weeks: SeasonWeek[]; pts: WeekPoints[]; facts: TeamFacts[] } {
  const rand = seededRandom(42);
  const start = Date.UTC(2026, 0, 5);
  const weeks = Array.from({ length: WEEKS }, (_, i) => ({ id: i + 1, week: i + 1, startDate: `w${i}`, deadline: start + i * 7 * DAY }));
  const pts = weeks.map(() => {
    const week = new Map<number, { points: number; rows: number }>();
    while (week.size < 16) week.set(1 + Math.floor(rand() * PLAYERS), { points: Math.floor(rand() * 12) - 1, rows: 1 });
    return week;
  });
  const created = start - 14 * DAY;
  const facts: TeamFacts[] = [];
  for (let t = 1; t <= teams; t++) {
    const squad = Array.from({ length: 11 }, (_, k) => 1 + ((t * 7 + k * 37) % PLAYERS));
    const f: TeamFacts = { id: t, name: `Bench Team ${t}`, players: [], joined: [], left: [], capSetAt: [created], capCaptain: [squad[0]], capVice: [squad[9]], benchSetAt: [], benchPlayers: [] };
    if (t % 3 === 0) {
      f.capSetAt.push(weeks[WEEKS / 2].deadline - 2 * DAY);
      f.capCaptain.push(squad[9]);
      f.capVice.push(squad[0]);
    }
    const stay = (p: number, joined: number, left: number) => {
      f.players.push(p);
      f.joined.push(joined);
      f.left.push(left);
    };
    for (const p of squad.slice(0, 1).concat(squad.slice(2))) stay(p, created, Infinity);
    let def = squad[1];
    let joined = created;
    for (let w = 1; w < WEEKS; w++) {
      if (w % 10 !== t % 10) continue;
      const at = weeks[w].deadline - 3 * DAY;
      stay(def, joined, at);
      def = 1 + ((def + 200) % PLAYERS);
      joined = at;
    }
    stay(def, joined, Infinity);
    if (BENCH) {
      // Four substitutes none of the 11 (a goalkeeper and three outfield players).
      const bench = [0, 1, 2, 3].map((k) => 1 + ((t * 7 + 11 * 37 + k * 53) % PLAYERS));
      for (const p of bench) stay(p, created, Infinity);
      f.benchSetAt.push(created);
      f.benchPlayers.push(...bench);
      if (t % 3 === 0) {
        f.benchSetAt.push(weeks[WEEKS / 2].deadline - 2 * DAY);
        f.benchPlayers.push(bench[1], bench[0], bench[3], bench[2]);
      }
    }
    facts.push(f);
  }
  return { weeks, pts, facts };
}

function used(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const sizes = process.argv.slice(2).map(Number);
for (const teams of sizes.length ? sizes : [5000, 50000]) {
  const before = used();
  const input = season(teams);
  const started = performance.now();
  const model = new Standings();
  model.setPositions(Array.from({ length: PLAYERS }, (_, i) => ({ id: i + 1, position: ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'][i % 4] })));
  model.setWeeks(input.weeks, input.pts);
  for (const f of input.facts) model.setTeam(f);
  const ms = performance.now() - started;
  input.facts.length = 0; // what the model keeps of the facts as loaded is its own
  const after = used();
  const bytes = after - before;
  console.log(`${teams} teams: ${(bytes / 1_048_576).toFixed(1)} MB, ${Math.round(bytes / teams)} bytes a team; built in ${ms.toFixed(0)} ms`);
  if (model.version === -2) console.log('unreachable'); // keeps the model alive until measured
}
