// The team builder's slice joins the store with the pages that use it (CreateTeamRoute.ts,
// TeamTransfersRoute.ts): the other pages do not download it or the squad rules it applies.
import { teamBuilderReducer } from '../features/team/teamBuilderSlice';
import { injectLazySlice } from './store';

injectLazySlice({ reducerPath: 'teamBuilder', reducer: teamBuilderReducer });
