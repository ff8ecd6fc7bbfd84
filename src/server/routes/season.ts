import type { AppContext, Handlers } from '../context';
import { ApiError } from '../http/errors';

const notYet = async () => {
  throw new ApiError(501, 'Not implemented yet.');
};

export function seasonHandlers(_ctx: AppContext): Handlers {
  return { getMostRecentSnapshot: notYet, listTeamSnapshots: notYet, listGameWeeks: notYet, listMatches: notYet, createMatch: notYet, deleteMatch: notYet, listResults: notYet, listPlayerGameStats: notYet,  };
}
