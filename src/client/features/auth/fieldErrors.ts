import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorText } from '../../components/Alert';

export type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The server's field errors (PRODUCT.md section 7: `errors`, a map of field to messages). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  const errors = data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length) out[field] = list;
  }
  return out;
}

/** Every field error in one line, else the server's `detail` (errorText), else the fallback. */
export function allErrorsText(error: unknown, fallback: string): string {
  const messages = [...new Set(Object.values(fieldErrorsOf(error)).flat())];
  return messages.length ? messages.join(' ') : errorText(error as CallError, fallback);
}
