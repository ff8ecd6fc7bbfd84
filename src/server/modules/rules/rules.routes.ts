import type { AppContext, SomeHandlers } from '../../context';
import { actorOf } from '../audit/audit.service';
import { currentRules, updateRules } from './rules.service';

// The game's rules: anyone reads them, staff set them (from the next deadline on).

export function ruleHandlers(ctx: AppContext) {
  return {
    async getRules() {
      return currentRules(ctx);
    },

    async updateRules(request) {
      return updateRules(ctx, request.body, actorOf(request.user));
    },
  } satisfies SomeHandlers;
}
