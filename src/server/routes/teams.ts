import type { AppContext, Handlers } from '../context';
import { ApiError } from '../http/errors';

const notYet = async () => {
  throw new ApiError(501, 'Not implemented yet.');
};

export function teamHandlers(_ctx: AppContext): Handlers {
  return { listTeams: notYet, getMyTeam: notYet, createTeam: notYet, updateTeam: notYet, deleteTeam: notYet,  };
}
