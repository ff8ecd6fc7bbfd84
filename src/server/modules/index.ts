import type { AppContext, Handlers } from '../context';
import { systemHandlers } from './system/system.routes';
import { accountHandlers } from './accounts/accounts.routes';
import { playerHandlers } from './players/players.routes';
import { teamHandlers } from './teams/teams.routes';
import { snapshotHandlers } from './teams/snapshots.routes';
import { matchHandlers } from './matches/matches.routes';
import { gameWeekHandlers } from './gameweeks/gameweeks.routes';
import { fixtureHandlers } from './fixtures/fixtures.routes';
import { leagueHandlers } from './leagues/leagues.routes';
import { auditHandlers } from './audit/audit.routes';
import { seasonHandlers } from './seasons/seasons.routes';
import { termHandlers } from './terms/terms.routes';
import { notificationHandlers } from './notifications/notifications.routes';
import { ruleHandlers } from './rules/rules.routes';
import { lmsHandlers } from './lms/lms.routes';

/** Every operation of openapi.yaml, by operationId (registerOperations checks the two match). */
export function allHandlers(ctx: AppContext): Handlers {
  return {
    ...systemHandlers(ctx),
    ...accountHandlers(ctx),
    ...playerHandlers(ctx),
    ...teamHandlers(ctx),
    ...snapshotHandlers(ctx),
    ...matchHandlers(ctx),
    ...gameWeekHandlers(ctx),
    ...fixtureHandlers(ctx),
    ...leagueHandlers(ctx),
    ...auditHandlers(ctx),
    ...seasonHandlers(ctx),
    ...termHandlers(ctx),
    ...notificationHandlers(ctx),
    ...ruleHandlers(ctx),
    ...lmsHandlers(ctx),
  };
}
