import type { AppContext, Handlers } from '../context';
import { ApiError } from '../http/errors';

const notYet = async () => {
  throw new ApiError(501, 'Not implemented yet.');
};

export function playerHandlers(_ctx: AppContext): Handlers {
  return { listPlayers: notYet, createPlayer: notYet, deletePlayer: notYet, listPlayerGoals: notYet, listPlayerPoints: notYet,  };
}
