// The player admin alerts of docs/rules.md §14, from the outcome of a call.
// fetchBaseQuery turns a non-2xx answer into `error`; for a 2xx answer the body tells 201 (the
// created player) from 204 (no body) and from anything else the server might send.
import { errorText, type CallError } from '../../api/errors';
import { type AlertMessage } from '../../components/Alert';

type Outcome = { data?: unknown; error?: NonNullable<CallError> };

const isCreatedPlayer = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number';

export function createPlayerAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error creating player: ${errorText(outcome.error)}` };
  if (isCreatedPlayer(outcome.data)) return { kind: 'success', text: 'Player created!' };
  return { kind: 'error', text: 'Failed to create player.' };
}

export function deletePlayerAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error deleting player: ${errorText(outcome.error)}` };
  if (outcome.data === null || outcome.data === undefined || outcome.data === '') {
    return { kind: 'success', text: 'Player deleted!' };
  }
  return { kind: 'error', text: 'Error deleting player' };
}

export function updatePlayerAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error saving player: ${errorText(outcome.error)}` };
  return { kind: 'success', text: 'Player updated!' };
}
