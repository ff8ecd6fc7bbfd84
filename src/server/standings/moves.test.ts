import type { ChipWeek, RulesFrom } from './ledger';
import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from './model';

// Gameweeks added before the first, at the end and between two, removed, and re-dated: the engine
// moves every team (moves.ts: its weeks kept, its ledger patched from where the change reaches it),
// and every number then equals a model built afresh over the same weeks.

const DAY = 86_400_000;
const start = Date.UTC(2026, 8, 7); // a Monday
const monday = (at: number) => new Date(at).toISOString().slice(0, 10);
const week = (id: number, days: number): SeasonWeek => ({ id, week: 0, startDate: monday(start + days * DAY), deadline: start + days * DAY + 15 * 3_600_000 });
const numbered = (ws: SeasonWeek[]) => [...ws].sort((a, b) => a.deadline - b.deadline).map((w, i) => ({ ...w, week: i + 1 }));
const positions = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, position: ['Goalkeeper', 'Defender', 'Defender', 'Midfielder', 'Attacker'][i % 5] }));

/** A small deterministic random source (the same teams every run). */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

/** Teams made before the season (some after its first weeks), each changing players now and then
 *  (a hit of three at once sometimes), with chips in weeks that exist and in weeks that do not yet. */
function teams(rand: () => number): TeamFacts[] {
  const pick = (n: number, from: number[]) => [...from].sort(() => rand() - 0.5).slice(0, n);
  return Array.from({ length: 60 }, (_, t) => {
    const created = start - (t % 7 === 0 ? -20 : 30) * DAY + t * 3_600_000;
    const f: TeamFacts = { id: t + 1, name: `Team ${t + 1}`, players: [], joined: [], left: [], capSetAt: [], capCaptain: [], capVice: [], benchSetAt: [], benchPlayers: [], chips: [] };
    const held = pick(15, positions.map((p) => p.id));
    const since = new Map(held.map((p) => [p, created]));
    f.capSetAt.push(created);
    f.capCaptain.push(held[0]);
    f.capVice.push(held[1]);
    f.benchSetAt.push(created);
    f.benchPlayers.push(...held.slice(11, 15));
    for (let day = 3; day < 90; day += 5 + Math.floor(rand() * 9)) {
      const at = start + day * DAY;
      if (at <= created) continue;
      const outs = pick(rand() < 0.2 ? 3 : 1, held.slice(0, 11));
      for (const out of outs) {
        const into = pick(1, positions.map((p) => p.id).filter((p) => !held.includes(p)))[0];
        f.players.push(out);
        f.joined.push(since.get(out)!);
        f.left.push(at);
        since.delete(out);
        since.set(into, at);
        held[held.indexOf(out)] = into;
      }
    }
    for (const [p, joined] of since) {
      f.players.push(p);
      f.joined.push(joined);
      f.left.push(Infinity);
    }
    const chips: ChipWeek[] = [];
    const kinds = ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'] as const;
    for (const kind of kinds) {
      if (rand() < 0.4) continue;
      const weekStart = monday(start + 7 * Math.floor(rand() * 13 - 1) * DAY);
      if (chips.some((c) => c.weekStart === weekStart)) continue;
      const squad = pick(15, positions.map((p) => p.id));
      chips.push({ weekStart, chip: kind, freeHit: kind === 'free_hit' ? { squad: squad.slice(0, 11), bench: squad.slice(11), captain: squad[0], vice: squad[1] } : null });
    }
    f.chips = chips;
    return f;
  });
}

function points(rand: () => number, ws: SeasonWeek[], known: Map<number, WeekPoints>): WeekPoints[] {
  return ws.map((w) => {
    if (!known.has(w.id)) known.set(w.id, new Map(positions.filter(() => rand() < 0.4).map((p) => [p.id, { points: Math.floor(rand() * 12) - 1, rows: 1 }])));
    return known.get(w.id)!;
  });
}

function built(facts: TeamFacts[], rules: RulesFrom[], ws: SeasonWeek[], pts: WeekPoints[]): Standings {
  const s = new Standings();
  s.setPositions(positions);
  s.books.setRules(rules);
  s.setWeeks(ws, pts);
  for (const f of facts) s.setTeam(f);
  return s;
}

/** Everything the engine answers of each team, week by week. */
function numbers(s: Standings, ws: SeasonWeek[]) {
  return s.teamIds().map((id) => {
    const d = s.decisions(id)!;
    return { id, total: s.total(id), weeks: ws.map((w) => [s.pointsIn(id, w.id), s.snapshot(id, w.id)]), ledger: [...d.ledger.weeks], bank: d.ledger.bank, base: d.ledger.base };
  });
}

describe('gameweeks added, removed or re-dated in the standings engine', () => {
  const rules: RulesFrom[] = [
    { from: start - 60 * DAY, rules: { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true } },
    { from: start + 30 * DAY, rules: { free_transfers: 2, max_banked: 3, transfer_cost: 6, chips: true } },
  ];
  const season = Array.from({ length: 8 }, (_, i) => week(i + 1, 7 * i));
  const steps: [string, SeasonWeek[]][] = [
    ['a week before the first', [week(20, -7), ...season]],
    ['that week removed', season],
    ['a week at the end', [...season, week(21, 56)]],
    ['a week between two and one at the end at once', [...season, week(22, 77), week(23, 84), week(24, 66)]],
    ['a week in the middle removed', season.filter((w) => w.id !== 4)],
    ['it back, and the first removed', season.filter((w) => w.id !== 1)],
    ['a week re-dated to another Monday', season.map((w) => (w.id === 3 ? week(3, 17) : w))],
    ['a week re-dated before the first', season.map((w) => (w.id === 6 ? week(6, -14) : w))],
    ['the last week removed', season.slice(0, 7)],
    ['every week removed', []],
    ['the season again', season],
  ];

  for (const withRules of [true, false]) {
    it(`equals a model built afresh after each change (${withRules ? 'transfer limits' : 'no limits'})`, () => {
      const rand = random(withRules ? 7 : 11);
      const facts = teams(rand);
      const known = new Map<number, WeekPoints>();
      const rulesNow = withRules ? rules : [];
      const live = built(facts, rulesNow, numbered(season), points(rand, numbered(season), known));
      for (const [name, ws] of steps) {
        const weeks = numbered(ws);
        const pts = points(rand, weeks, known);
        live.setWeeks(weeks, pts);
        const fresh = built(facts, rulesNow, weeks, pts);
        expect({ name, numbers: numbers(live, weeks) }).toEqual({ name, numbers: numbers(fresh, weeks) });
      }
    });
  }

  it('moves a week kept with points that changed as well', () => {
    const rand = random(3);
    const facts = teams(rand);
    const known = new Map<number, WeekPoints>();
    const live = built(facts, rules, numbered(season), points(rand, numbered(season), known));
    const weeks = numbered([week(20, -7), ...season]);
    const pts = points(rand, weeks, known).map((p, i) => (i === 3 ? new Map([...p, [1, { points: 9, rows: 2 }]]) : p));
    live.setWeeks(weeks, pts);
    expect(numbers(live, weeks)).toEqual(numbers(built(facts, rules, weeks, pts), weeks));
  });
});
