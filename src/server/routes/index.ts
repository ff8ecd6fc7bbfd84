import type { AppContext, Handlers } from '../context';
import { systemHandlers } from './system';
import { accountHandlers } from './accounts';
import { playerHandlers } from './players';
import { teamHandlers } from './teams';
import { seasonHandlers } from './season';
import { fixtureHandlers } from './fixtures';
import { leagueHandlers } from './leagues';
import { auditHandlers } from './audit';
import { seasonArchiveHandlers } from './seasons';
import { notificationHandlers } from './notifications';

/** Every operation of openapi.yaml, by operationId (registerOperations checks the two match). */
export function allHandlers(ctx: AppContext): Handlers {
  return {
    ...systemHandlers(ctx),
    ...accountHandlers(ctx),
    ...playerHandlers(ctx),
    ...teamHandlers(ctx),
    ...seasonHandlers(ctx),
    ...fixtureHandlers(ctx),
    ...leagueHandlers(ctx),
    ...auditHandlers(ctx),
    ...seasonArchiveHandlers(ctx),
    ...notificationHandlers(ctx),
  };
}
