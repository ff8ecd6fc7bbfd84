import type { AppContext } from '../../context';
import { invalidInput, notFound } from '../../outcomes';
import { write } from '../../db/write';
import { CHIPS, isChip } from '../../../domain/rules';
import { currentCaptaincy } from './captaincy.service';
import { chipContext, chipProblem, nextMonday, storedChips } from './chips.service';
import { committedView, NO_TEAM, refuse, type MyTeamView } from './teams.service';
import { currentMemberIds, deleteChip, insertChip, latestBench, lockTeamOfUser } from './teams.repository';
import { pgErrorOf, translateWriteError } from './write-errors';

// Playing a chip and taking it back (the product rules §22): a write of the team like a transfer,
// under the season lock (shared), stamping the team so every engine reads its chips again.

/** Plays a chip for the week that starts at the next deadline (the product rules §22). A free hit
 *  starts from the team's squad and captaincy now; the saves until the deadline change it. */
export async function playChip(ctx: AppContext, userId: number, input: { chip?: unknown }): Promise<MyTeamView> {
  const chip = input?.chip;
  if (!isChip(chip)) refuse({ chip: [`chip must be one of ${CHIPS.join(', ')}.`] });
  const about = await chipContext(ctx);
  try {
    return await committedView(ctx, await write(ctx, { lock: 'shared' }, async (tx, w) => {
      const team = await lockTeamOfUser(tx, userId);
      if (!team) throw notFound(NO_TEAM);
      const played = await storedChips(tx, team.id);
      const problem = await chipProblem(ctx, tx, about, chip, played);
      if (problem) refuse({ chip: [problem] });
      let freeHit = null;
      if (chip === 'free_hit') {
        const held = await currentMemberIds(tx, team.id);
        const bench = (await latestBench(tx, team.id)).filter((id) => held.includes(id));
        const captaincy = await currentCaptaincy(tx, team.id);
        freeHit = { players: held.filter((id) => !bench.includes(id)), bench, captain: captaincy.captain, vice: captaincy.vice_captain };
      }
      await insertChip(tx, { teamId: team.id, weekStart: nextMonday(ctx), chip, playedAt: ctx.clock.now(), freeHit });
      await w.stampTeam(team.id);
      return team;
    }));
  } catch (e) {
    const pg = pgErrorOf(e);
    if (pg?.code === '23505') throw invalidInput({ chip: ['A chip is already played for that week: one chip per week.'] });
    throw translateWriteError(e);
  }
}

/** Takes back the chip played for the next deadline (a free hit's squad goes with it). */
export async function takeBackChip(ctx: AppContext, userId: number): Promise<void> {
  await write(ctx, { lock: 'shared' }, async (tx, w) => {
    const team = await lockTeamOfUser(tx, userId);
    if (!team) throw notFound(NO_TEAM);
    if (!(await deleteChip(tx, team.id, nextMonday(ctx)))) throw notFound('No chip is played for the next deadline.');
    await w.stampTeam(team.id);
  });
}
