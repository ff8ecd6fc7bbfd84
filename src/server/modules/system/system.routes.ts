import type { AppContext, SomeHandlers } from '../../context';
import { unavailable } from '../../outcomes';
import { databaseAnswers } from './system.service';

export function systemHandlers(ctx: AppContext) {
  return {
    async getHealth() {
      if (!(await databaseAnswers(ctx))) throw unavailable('The database does not answer.');
      return { status: 'ok', database: 'ok' };
    },
  } satisfies SomeHandlers;
}
