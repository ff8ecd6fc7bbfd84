// The team builder's state (docs/rules.md §2): which player
// sits in which slot, and the budget left, in integer tenths of £1m. The slot and squad rules
// themselves live in src/domain; this slice only applies them.
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import { BUDGET_TENTHS, canFillSlot, isPosition, isSlotId, slotPosition, slotsForPlayers, toTenths, validPriceTenths, type Position, type SlotId } from '../../../domain';

/** What the builder keeps of a picked player: enough to draw it and to refund it. */
export interface PickedPlayer {
  id: number;
  name: string;
  position: Position;
  /** The club side the player plays for. */
  team: string;
  /** The price paid when picked, refunded on removal. */
  priceTenths: number;
}

/** A player as the API gives it (price in millions, e.g. 7.5). */
export interface PlayerToPick {
  id: number;
  name: string;
  position: Position;
  team: string;
  price: number;
}

export interface TeamBuilderState {
  picks: Record<SlotId, PickedPlayer | undefined>;
  budgetTenths: number;
}

export const initialTeamBuilderState: TeamBuilderState = { picks: {}, budgetTenths: BUDGET_TENTHS };

function toPicked(p: PlayerToPick): PickedPlayer | null {
  const priceTenths = toTenths(p.price);
  if (priceTenths === null || !validPriceTenths(priceTenths) || !isPosition(p.position)) return null;
  return { id: p.id, name: p.name, position: p.position, team: p.team, priceTenths };
}

/** The slot → player id map the domain's slot rules read. */
export function slotMapOf(picks: TeamBuilderState['picks']): Record<SlotId, number | undefined> {
  const map: Record<SlotId, number | undefined> = {};
  for (const [slot, p] of Object.entries(picks)) if (p) map[slot] = p.id;
  return map;
}

function clearSlot(state: TeamBuilderState, slot: SlotId) {
  const picked = state.picks[slot];
  if (!picked) return;
  state.budgetTenths += picked.priceTenths;
  delete state.picks[slot];
}

/** Puts a player into an empty, shown slot of its position if the budget stays at or above 0. */
function pickIntoEmpty(state: TeamBuilderState, slot: SlotId, player: PickedPlayer): boolean {
  if (!canFillSlot(slotMapOf(state.picks), slot)) return false;
  if (slotPosition(slot) !== player.position) return false;
  if (Object.values(state.picks).some((p) => p?.id === player.id)) return false;
  if (state.budgetTenths - player.priceTenths < 0) return false;
  state.picks[slot] = player;
  state.budgetTenths -= player.priceTenths;
  return true;
}

const teamBuilderSlice = createSlice({
  name: 'teamBuilder',
  initialState: initialTeamBuilderState,
  reducers: {
    /** A new team: no players, the whole budget. */
    startEmpty: () => initialTeamBuilderState,
    /** Transfers: the team's players in the slots of their positions, the budget less their cost. */
    startFromTeam: (_state, action: PayloadAction<PlayerToPick[]>) => {
      const players = action.payload.map(toPicked).filter((p): p is PickedPlayer => p !== null);
      let layout: Record<SlotId, number | undefined>;
      try {
        layout = slotsForPlayers(players);
      } catch {
        return initialTeamBuilderState; // not a squad the slots can hold: start over
      }
      const byId = new Map(players.map((p) => [p.id, p]));
      const picks: TeamBuilderState['picks'] = {};
      let cost = 0;
      for (const [slot, id] of Object.entries(layout)) {
        const p = id === undefined ? undefined : byId.get(id);
        if (!p) continue;
        picks[slot] = p;
        cost += p.priceTenths;
      }
      return { picks, budgetTenths: BUDGET_TENTHS - cost };
    },
    /**
     * Picks a player for a slot. Ignored when the slot is hidden or of another position, the
     * player is already in the team, or the budget would go below 0. On a filled slot the player
     * is swapped, with the old one's price refunded first; if the swap is refused nothing changes.
     */
    pick: (state, action: PayloadAction<{ slot: SlotId; player: PlayerToPick }>) => {
      const { slot, player } = action.payload;
      const picked = toPicked(player);
      if (!picked || !isSlotId(slot)) return;
      if (!state.picks[slot]) {
        pickIntoEmpty(state, slot, picked);
        return;
      }
      const before = current(state);
      const trial: TeamBuilderState = { picks: { ...before.picks }, budgetTenths: before.budgetTenths };
      clearSlot(trial, slot);
      if (pickIntoEmpty(trial, slot, picked)) return trial;
    },
    /** Takes the player out of a slot and refunds the price paid. */
    clear: (state, action: PayloadAction<SlotId>) => {
      clearSlot(state, action.payload);
    },
  },
});

export const { startEmpty, startFromTeam, pick, clear } = teamBuilderSlice.actions;
export const teamBuilderReducer = teamBuilderSlice.reducer;
