import type { Services } from '../../context';
import { invalidInput } from '../../outcomes';
import { write, type Writer } from '../../db/write';
import { perVersion } from '../../db/dataVersion';
import { nextDeadlineAfter } from '../../../domain/gameweeks';
import { DEFAULT_RULES, rulesProblems, type GameRules } from '../../../domain/rules';
import { writeAudit, type Actor } from '../audit/audit.service';
import { allRulesRows, rulesOf, rulesRowAt, setRulesFrom } from './rules.repository';

// The club's game rules (the product rules §22): set by staff, in force from the next deadline on, so
// no gameweek already started is ever scored by other rules than those of its own deadline.

type Ctx = Pick<Services, 'db' | 'values' | 'clock' | 'config'>;

/** Each rules change as (from deadline in ms, rules), by deadline: kept once per data version. */
export interface RulesChange {
  from: number;
  rules: GameRules;
}

const RULES_CHANGES = perVersion<RulesChange[]>('rules changes');

export function rulesChanges(ctx: Pick<Services, 'db' | 'values'>): Promise<RulesChange[]> {
  return ctx.values.get(RULES_CHANGES, async () => (await allRulesRows(ctx.db)).map((r) => ({ from: r.fromDeadline.getTime(), rules: rulesOf(r) })));
}

/** The rules in force at a deadline, from the changes by deadline (the defaults before the first). */
export function rulesAt(changes: readonly RulesChange[], deadline: number): GameRules {
  let found: GameRules = DEFAULT_RULES;
  for (const c of changes) {
    if (c.from > deadline) break;
    found = c.rules;
  }
  return found;
}

function nextDeadline(ctx: Pick<Services, 'clock' | 'config'>): Date {
  return nextDeadlineAfter(ctx.clock.now(), ctx.config.clubTimezone);
}

/** The rules that score the gameweek starting at the next deadline. */
export async function currentRules(ctx: Ctx): Promise<GameRules> {
  return rulesAt(await rulesChanges(ctx), nextDeadline(ctx).getTime());
}

/** Sets the whole rules object from the next deadline on, audited; answers it. */
export async function updateRules(ctx: Ctx & Writer, input: unknown, actor: Actor): Promise<GameRules> {
  const problems = rulesProblems(input);
  if (problems.length > 0) throw invalidInput(problems);
  const x = input as GameRules;
  const rules: GameRules = { free_transfers: x.free_transfers, max_banked: x.max_banked, transfer_cost: x.transfer_cost, chips: x.chips };
  const deadline = nextDeadline(ctx);
  return write(ctx, { lock: 'exclusive' }, async (tx, w) => {
    const before = await rulesRowAt(tx, deadline);
    const beforeRules = before ? rulesOf(before) : { ...DEFAULT_RULES };
    if (before?.fromDeadline.getTime() === deadline.getTime() && JSON.stringify(beforeRules) === JSON.stringify(rules)) {
      w.unchanged();
      return rules;
    }
    const row = await setRulesFrom(tx, deadline, rules);
    await writeAudit(tx, actor, new Date(), [
      { action: before ? 'update' : 'create', entity: 'rules', entityId: row.id, before: { ...beforeRules }, after: { ...rules, from_deadline: deadline.toISOString() } },
    ]);
    return rules;
  });
}
