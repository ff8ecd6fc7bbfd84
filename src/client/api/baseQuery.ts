import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

// Placeholder until the auth feature lands: adds the bearer header from the auth slice.
type StateWithAuth = { auth?: { access?: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const access = (getState() as StateWithAuth).auth?.access;
    if (access) headers.set('Authorization', `Bearer ${access}`);
    return headers;
  },
});

export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) => rawBaseQuery(args, api, extra);
