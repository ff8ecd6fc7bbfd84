import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server has no team for this user (SPEC.md: a 404 leads to the create-team page). */
export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && 'status' in error && error.status === 404;
}
