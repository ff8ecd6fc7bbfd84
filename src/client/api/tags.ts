import { generatedApi } from './generated.gen';

// Cache tags: queries provide, mutations invalidate, so every screen is fresh after a change
// (a recorded match refreshes the league table, top lists, player totals and snapshots).
const tagTypes = ['User', 'Player', 'Team', 'League', 'Snapshot', 'GameWeek', 'Match', 'Fixture', 'Audit'] as const;
const SEASON = ['Player', 'Team', 'League', 'Snapshot', 'GameWeek', 'Match'] as const;

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    obtainToken: { invalidatesTags: ['User', 'Team'] },
    getCurrentUser: { providesTags: ['User'] },
    listPlayers: { providesTags: ['Player'] },
    listPlayerGoals: { providesTags: ['Player'] },
    listPlayerPoints: { providesTags: ['Player'] },
    listPlayerGameStats: { providesTags: ['Player', 'Match'] },
    createPlayer: { invalidatesTags: ['Player', 'Audit'] },
    updatePlayer: { invalidatesTags: ['Player', 'Team', 'Snapshot', 'Match', 'Audit'] },
    deletePlayer: { invalidatesTags: ['Player', 'Team', 'Audit'] },
    listTeams: { providesTags: ['League'] },
    getMyTeam: { providesTags: ['Team'] },
    createTeam: { invalidatesTags: ['Team', 'League'] },
    updateTeam: { invalidatesTags: ['Team', 'League'] },
    deleteTeam: { invalidatesTags: ['Team', 'League', 'Snapshot'] },
    getMostRecentSnapshot: { providesTags: ['Snapshot'] },
    listTeamSnapshots: { providesTags: ['Snapshot'] },
    listGameWeeks: { providesTags: ['GameWeek'] },
    listMatches: { providesTags: ['Match'] },
    listResults: { providesTags: ['Match'] },
    createMatch: { invalidatesTags: [...SEASON, 'Fixture', 'Audit'] },
    updateMatch: { invalidatesTags: [...SEASON, 'Fixture', 'Audit'] },
    deleteMatch: { invalidatesTags: [...SEASON, 'Fixture', 'Audit'] },
    listMensFixtures: { providesTags: ['Fixture'] },
    listWomensFixtures: { providesTags: ['Fixture'] },
    createMensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    createWomensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    updateMensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    updateWomensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    deleteMensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    deleteWomensFixture: { invalidatesTags: ['Fixture', 'Audit'] },
    importFixtures: { invalidatesTags: ['Fixture', 'Audit'] },
    listAuditEntries: { providesTags: ['Audit'] },
  },
});
