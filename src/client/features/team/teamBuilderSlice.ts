// The team builder's state (docs/rules.md §2): which player
// sits in which slot, the bench in order (the product rules §21), and the budget left for both, in
// integer tenths of £1m. The slot, squad and bench rules themselves live in src/domain; this
// slice only applies them.
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import {
  ALL_SLOTS,
  BENCH_SIZE,
  BUDGET_TENTHS,
  canFillSlot,
  isPosition,
  isSlotId,
  slotPosition,
  slotsForPlayers,
  toTenths,
  validPriceTenths,
  type Position,
  type SlotId,
} from '../../../domain';

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
  /** The substitutes, in bench order (0 to BENCH_SIZE). */
  bench: PickedPlayer[];
  /** 100.0 less the price of the 11 and the bench. */
  budgetTenths: number;
}

export const initialTeamBuilderState: TeamBuilderState = { picks: {}, bench: [], budgetTenths: BUDGET_TENTHS };

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

/** Whether the player is among the 11 or on the bench already. */
function inSquad(state: TeamBuilderState, id: number): boolean {
  return Object.values(state.picks).some((p) => p?.id === id) || state.bench.some((p) => p.id === id);
}

/** Puts a player into an empty, shown slot of its position if the budget stays at or above 0. */
function pickIntoEmpty(state: TeamBuilderState, slot: SlotId, player: PickedPlayer): boolean {
  if (!canFillSlot(slotMapOf(state.picks), slot)) return false;
  if (slotPosition(slot) !== player.position) return false;
  if (inSquad(state, player.id)) return false;
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
    /** Transfers: the team's players in the slots of their positions, its bench in order, the
     *  budget less the cost of both. */
    startFromTeam: {
      prepare: (players: PlayerToPick[], bench: PlayerToPick[] = []) => ({ payload: { players, bench } }),
      reducer: (_state, action: PayloadAction<{ players: PlayerToPick[]; bench: PlayerToPick[] }>) => {
        const players = action.payload.players.map(toPicked).filter((p): p is PickedPlayer => p !== null);
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
        const bench = action.payload.bench
          .map(toPicked)
          .filter((p): p is PickedPlayer => p !== null && !players.some((s) => s.id === p.id))
          .slice(0, BENCH_SIZE);
        for (const p of bench) cost += p.priceTenths;
        return { picks, bench, budgetTenths: BUDGET_TENTHS - cost };
      },
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
      const trial: TeamBuilderState = { picks: { ...before.picks }, bench: before.bench, budgetTenths: before.budgetTenths };
      clearSlot(trial, slot);
      if (pickIntoEmpty(trial, slot, picked)) return trial;
    },
    /** Auto Pick: puts each player into the first empty, shown slot of its position, in the
     *  order given (goalkeeper, defenders, midfielders, attackers). All or nothing: when one of
     *  them cannot be placed (no slot, already in the squad, over budget), nothing changes. */
    fillEmpty: (state, action: PayloadAction<PlayerToPick[]>) => {
      const before = current(state);
      const trial: TeamBuilderState = { picks: { ...before.picks }, bench: before.bench, budgetTenths: before.budgetTenths };
      for (const player of action.payload) {
        const picked = toPicked(player);
        if (!picked) return;
        const slot = ALL_SLOTS.find((s) => slotPosition(s) === picked.position && canFillSlot(slotMapOf(trial.picks), s));
        if (slot === undefined || !pickIntoEmpty(trial, slot, picked)) return;
      }
      return trial;
    },
    /** Takes the player out of a slot and refunds the price paid. */
    clear: (state, action: PayloadAction<SlotId>) => {
      clearSlot(state, action.payload);
    },
    /** Puts a player last on the bench. Ignored when the bench is full, the player is among the 11
     *  or on the bench already, or the budget (shared with the 11) would go below 0. */
    addToBench: (state, action: PayloadAction<PlayerToPick>) => {
      const picked = toPicked(action.payload);
      if (!picked || state.bench.length >= BENCH_SIZE || inSquad(state, picked.id)) return;
      if (state.budgetTenths - picked.priceTenths < 0) return;
      state.bench.push(picked);
      state.budgetTenths -= picked.priceTenths;
    },
    /** Takes a player off the bench and refunds the price paid; the others move up. */
    removeFromBench: (state, action: PayloadAction<number>) => {
      const at = state.bench.findIndex((p) => p.id === action.payload);
      if (at < 0) return;
      state.budgetTenths += state.bench[at].priceTenths;
      state.bench.splice(at, 1);
    },
    /** Moves a bench player one place up (-1) or down (+1); ignored at either end. */
    moveOnBench: (state, action: PayloadAction<{ id: number; by: -1 | 1 }>) => {
      const next = moveInOrder(current(state).bench, action.payload.id, action.payload.by);
      if (next) state.bench = next;
    },
  },
});

/** The list with the item of this id moved one place up (-1) or down (+1), or null when it is
 *  not in the list or already at that end. */
export function moveInOrder<T extends { id: number }>(list: readonly T[], id: number, by: -1 | 1): T[] | null {
  const at = list.findIndex((p) => p.id === id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= list.length) return null;
  const next = list.slice();
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

export const { startEmpty, startFromTeam, pick, fillEmpty, clear, addToBench, removeFromBench, moveOnBench } = teamBuilderSlice.actions;
export const teamBuilderReducer = teamBuilderSlice.reducer;
