// The standings engine's memory per team, in-process and without a database: a season shaped like the
// bench's seed (seed.ts: 400 players, 30 gameweeks of 16 stat rows, squads of 1 goalkeeper, 4
// defenders, 4 midfielders and 2 attackers with a transfer every tenth week, a captain and a vice,
// every third team swapping them half way, a full bench of cheap players that every third team
// reorders half way, every eighth team's hit of three midfielders early on, the chips of
// benches.ts's seasonChips and the season's rules of 1 free transfer a week from the first
// deadline) is built for each size, and the heap (plus typed arrays' backing stores) measured
// after a full collection; then what a match, a new gameweek and a rules change cost the model.
// MODEL_BENCH=0 leaves the benches out, MODEL_RULES=0 the chips, the hits and the rules.
//   npx tsx scripts/bench/model-memory.ts [5000 50000]
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Position } from '../../src/domain/positions';
import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from '../../src/server/standings/model';
import { seededRandom } from '../random';
import { freeHitSquad, seasonBenches, seasonChips, seasonHit, seasonSquad } from './benches';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const PLAYERS = 400;
const BENCH = process.env.MODEL_BENCH !== '0';
const RULES = process.env.MODEL_RULES !== '0';
const WEEKS = 30;
const DAY = 86_400_000;

function season(teams: number) {
  const rand = seededRandom(42);
  const positions: { id: number; position: Position }[] = [];
  const byPos: Record<Position, number[]> = { Goalkeeper: [], Defender: [], Midfielder: [], Attacker: [] };
  const prices: number[] = [];
  for (let i = 1; i <= PLAYERS; i++) {
    const f = i / PLAYERS;
    const position: Position = f <= 0.1 ? 'Goalkeeper' : f <= 0.45 ? 'Defender' : f <= 0.8 ? 'Midfielder' : 'Attacker';
    positions.push({ id: i, position });
    byPos[position].push(i);
    prices[i] = 40 + Math.floor(rand() * 41);
  }
  const start = Date.UTC(2026, 0, 5);
  const weeks: SeasonWeek[] = Array.from({ length: WEEKS }, (_, i) => ({ id: i + 1, week: i + 1, startDate: `w${i}`, deadline: start + i * 7 * DAY }));
  const pts: WeekPoints[] = weeks.map(() => {
    const week = new Map<number, { points: number; rows: number }>();
    while (week.size < 16) week.set(1 + Math.floor(rand() * PLAYERS), { points: Math.floor(rand() * 12) - 1, rows: 1 });
    return week;
  });
  const created = start - 14 * DAY;
  const half = Math.floor(byPos.Defender.length / 2);
  const benchOf = seasonBenches(byPos, prices);
  const facts: TeamFacts[] = [];
  for (let t = 1; t <= teams; t++) {
    const squad = seasonSquad(byPos, t);
    const bench = benchOf(t, squad);
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
    const hit = RULES ? seasonHit(byPos, t, WEEKS, [...squad, ...bench]) : null;
    const hitAt = hit ? weeks[hit.week].deadline - 3 * DAY : 0;
    for (const p of squad.slice(0, 1).concat(squad.slice(2))) {
      const k = hit ? hit.out.indexOf(p) : -1;
      if (k < 0) stay(p, created, Infinity);
      else {
        stay(p, created, hitAt);
        stay(hit!.into[k], hitAt, Infinity);
      }
    }
    let def = squad[1];
    let joined = created;
    for (let w = 1; w < WEEKS; w++) {
      if (w % 10 !== t % 10) continue;
      const at = weeks[w].deadline - 3 * DAY;
      stay(def, joined, at);
      def = byPos.Defender[(byPos.Defender.indexOf(def) + half) % byPos.Defender.length];
      joined = at;
    }
    stay(def, joined, Infinity);
    if (RULES) {
      f.chips = seasonChips(t, WEEKS).map(({ week, chip }) => {
        const fh = chip === 'free_hit' ? freeHitSquad(byPos, benchOf, t) : null;
        return { weekStart: weeks[week].startDate, chip, freeHit: fh };
      });
    }
    if (BENCH) {
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
  return { positions, weeks, pts, facts };
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
  if (RULES) model.books.setRules([{ from: input.weeks[0].deadline, rules: { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true } }]);
  model.setPositions(Array.from({ length: PLAYERS }, (_, i) => ({ id: i + 1, position: ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'][i % 4] })));
  model.setPositions(input.positions);
  model.setWeeks(input.weeks, input.pts);
  for (const f of input.facts) model.setTeam(f);
  const ms = performance.now() - started;
  input.facts.length = 0; // what the model keeps of the facts as loaded is its own
  const after = used();
  const bytes = after - before;
  // What a match costs the model: a 16-row match in the last week (the teams naming its players,
  // that week), and the first match of a new gameweek before the first (every team, every week).
  const last = input.weeks.length - 1;
  const match = new Map(input.pts[last]);
  for (let k = 0; k < 16; k++) match.set(1 + ((k * 23) % PLAYERS), { points: 2 + k, rows: (match.get(1 + ((k * 23) % PLAYERS))?.rows ?? 0) + 1 });
  let t0 = performance.now();
  model.setWeeks(input.weeks, input.pts.map((w, i) => (i === last ? match : w)));
  const matchMs = performance.now() - t0;
  const earlier: SeasonWeek = { id: 999, week: 1, startDate: 'w-1', deadline: input.weeks[0].deadline - 7 * DAY };
  t0 = performance.now();
  model.setWeeks([earlier, ...input.weeks.map((w) => ({ ...w, week: w.week + 1 }))], [match, ...input.pts]);
  const newWeekMs = performance.now() - t0;
  // A rules change from the next deadline on (after every gameweek): the cost of a transfer 5.
  const rules = [...model.books.rules, { from: input.weeks[last].deadline + 7 * DAY, rules: { free_transfers: 1, max_banked: 5, transfer_cost: 5, chips: true } }];
  const weeksNow = [earlier, ...input.weeks.map((w) => ({ ...w, week: w.week + 1 }))];
  const ptsNow = [match, ...input.pts];
  t0 = performance.now();
  model.books.setRules(rules);
  model.setWeeks(weeksNow, ptsNow);
  const rulesMs = performance.now() - t0;
  console.log(
    `${teams} teams: ${(bytes / 1_048_576).toFixed(1)} MB, ${Math.round(bytes / teams)} bytes a team; built in ${ms.toFixed(0)} ms; ` +
      `a match ${matchMs.toFixed(0)} ms, a new gameweek ${newWeekMs.toFixed(0)} ms, a rules change ${rulesMs.toFixed(0)} ms`,
  );
  if (model.version === -2) console.log('unreachable'); // keeps the model alive until measured
}
