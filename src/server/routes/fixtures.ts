import type { AppContext, Handlers } from '../context';
import { ApiError } from '../http/errors';

const notYet = async () => {
  throw new ApiError(501, 'Not implemented yet.');
};

export function fixtureHandlers(_ctx: AppContext): Handlers {
  return { listMensFixtures: notYet, createMensFixture: notYet, deleteMensFixture: notYet, listWomensFixtures: notYet, createWomensFixture: notYet, deleteWomensFixture: notYet, importFixtures: notYet,  };
}
