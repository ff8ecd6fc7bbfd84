// The one reader of a failed call's answer (docs/rules.md §14: `detail`, and `errors`, a map
// of field to messages). Every page reads errors through these.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** A failed call as RTK Query (or session/login.ts) gives it; undefined when there is none. */
export type CallError = FetchBaseQueryError | SerializedError | undefined;

function bodyOf(error: unknown): { detail?: unknown; errors?: unknown } | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as { detail?: unknown; errors?: unknown }) : undefined;
}

/** The server's field errors: field to its non-empty messages. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const errors = bodyOf(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length) out[field] = list;
  }
  return out;
}

/** The first message for one field, or null. */
export function fieldError(error: unknown, field: string): string | null {
  return fieldErrorsOf(error)[field]?.[0] ?? null;
}

/** The server's own words for a failed call: `detail` plus the field errors, else a fallback. */
export function errorText(error: CallError, fallback = 'Something went wrong.'): string {
  if (!error) return fallback;
  if ('status' in error) {
    const body = bodyOf(error);
    const fieldErrors = Object.values(fieldErrorsOf(error)).flat();
    const detail = typeof body?.detail === 'string' ? body.detail : undefined;
    if (detail && fieldErrors.length && !fieldErrors.includes(detail)) return `${detail} ${fieldErrors.join(' ')}`;
    if (detail) return detail;
    if (fieldErrors.length) return fieldErrors.join(' ');
    if (error.status === 'FETCH_ERROR') return 'Could not reach the server.';
    if ('error' in error && typeof error.error === 'string') return error.error;
    return fallback;
  }
  return error.message ?? fallback;
}

/** Every field error in one line, else the server's `detail` (errorText), else the fallback. */
export function allErrorsText(error: unknown, fallback: string): string {
  const messages = [...new Set(Object.values(fieldErrorsOf(error)).flat())];
  return messages.length ? messages.join(' ') : errorText(error as CallError, fallback);
}

/** The call was answered 404 (e.g. no team yet: the user is sent to create one). */
export function isNotFound(error: CallError): boolean {
  return !!error && 'status' in error && error.status === 404;
}
