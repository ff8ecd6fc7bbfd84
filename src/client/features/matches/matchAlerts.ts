// The match admin alerts of docs/rules.md §14, from the outcome of a call. fetchBaseQuery turns
// a non-2xx answer into `error`; a 2xx answer with no body is the 204 a delete should give.
import { errorText, fieldErrorsOf, type CallError } from '../../api/errors';
import type { AlertMessage } from '../../components/Alert';
import type { StatField } from './matchDraft';

type Outcome = { data?: unknown; error?: NonNullable<CallError> };

export function createMatchAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error creating match or player stats: ${errorText(outcome.error)}` };
  return { kind: 'success', text: 'Match and player stats created!' };
}

export function updateMatchAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error saving the match: ${errorText(outcome.error)}` };
  return { kind: 'success', text: 'Match updated!' };
}

export function deleteMatchAlert(outcome: Outcome): AlertMessage {
  if (outcome.error) return { kind: 'error', text: `Error deleting match: ${errorText(outcome.error)}` };
  if (outcome.data === null || outcome.data === undefined || outcome.data === '') return { kind: 'success', text: 'Match deleted!' };
  return { kind: 'error', text: 'Failed to delete match.' };
}

export function loadMatchesAlert(error: CallError): AlertMessage {
  return error ? { kind: 'error', text: `Error fetching matches: ${errorText(error)}` } : null;
}

export interface RowProblem {
  fields: string[];
  messages: string[];
}

/**
 * The server names a bad stat by its path ('players_stats.3.goals'); this maps such errors back
 * to the rows of the form (by index), so the row can be marked where staff are looking.
 */
export function rowProblems(error: CallError): Map<number, RowProblem> {
  const problems = new Map<number, RowProblem>();
  for (const [path, messages] of Object.entries(fieldErrorsOf(error))) {
    const m = /^players_stats\.(\d+)(?:\.(\w+))?$/.exec(path);
    if (!m) continue;
    const index = Number(m[1]);
    const problem = problems.get(index) ?? { fields: [], messages: [] };
    if (m[2]) problem.fields.push(m[2] as StatField);
    problem.messages.push(...messages);
    problems.set(index, problem);
  }
  return problems;
}
