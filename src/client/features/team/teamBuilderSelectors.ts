// What the builder shows, derived from its state with the domain rules: the visible slots, the
// formation, the ids to send, and whether the squad may be saved.
import { createSelector } from '@reduxjs/toolkit';
import { countsFromSlots, formationOf, isCompleteSquad, pickedPlayerIds, visibleSlots, type SlotId } from '../../../domain';
import { slotMapOf, type PickedPlayer, type TeamBuilderState } from './teamBuilderSlice';

type WithBuilder = { teamBuilder: TeamBuilderState };

export const selectPicks = (s: WithBuilder) => s.teamBuilder.picks;
export const selectBudgetTenths = (s: WithBuilder) => s.teamBuilder.budgetTenths;

const selectSlotMap = createSelector([selectPicks], slotMapOf);

/** The slots on the pitch, in pitch order (GK, DEF1-5, MID1-5, ATT1-3), per docs/rules.md §2. */
export const selectVisibleSlots = createSelector([selectSlotMap], (map): SlotId[] =>
  visibleSlots(countsFromSlots(map), map),
);

export const selectPickedPlayers = createSelector([selectPicks], (picks): PickedPlayer[] =>
  Object.values(picks).filter((p): p is PickedPlayer => p !== undefined),
);

/** 'D-M-A' of the players picked so far, e.g. '4-4-2'. */
export const selectFormation = createSelector([selectPickedPlayers], formationOf);

/** The ids to send on create and on transfer, in pitch order. */
export const selectPickedIds = createSelector([selectSlotMap], pickedPlayerIds);

/** Create Team and Update Team are enabled only for 1 goalkeeper and 10 outfield players. */
export const selectIsComplete = createSelector([selectPickedPlayers], isCompleteSquad);

/** The bench in order (the product rules §21). */
export const selectBench = (s: WithBuilder) => s.teamBuilder.bench;

/** The bench's ids to send, in bench order. */
export const selectBenchIds = createSelector([selectBench], (bench): number[] => bench.map((p) => p.id));
