import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithRefresh } from './baseQuery';

// The one API root. Endpoints are generated from openapi.yaml into generated.gen.ts and
// given their cache tags in tags.ts.
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  endpoints: () => ({}),
});
