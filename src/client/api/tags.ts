import { generatedApi } from './generated.gen';

// Cache tags: queries provide, mutations invalidate, so every screen is fresh after a change
// (a recorded match refreshes the league table, top lists, player totals and snapshots).
// Mini-league tables also provide 'League': whatever changes the main table changes them too.
const tagTypes = ['User', 'Player', 'Team', 'League', 'Snapshot', 'GameWeek', 'Match', 'Fixture', 'MiniLeague', 'Audit', 'Notifications', 'Season', 'Phase', 'Lms', 'Rules'] as const;
const SEASON = ['Player', 'Team', 'League', 'Snapshot', 'GameWeek', 'Match'] as const;

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    obtainToken: { invalidatesTags: ['User', 'Team', 'MiniLeague'] },
    getCurrentUser: { providesTags: ['User'] },
    listPlayers: { providesTags: ['Player'] },
    listPlayerGoals: { providesTags: ['Player'] },
    listPlayerPoints: { providesTags: ['Player'] },
    listPlayerGameStats: { providesTags: ['Player', 'Match'] },
    createPlayer: { invalidatesTags: ['Player', 'Audit'] },
    updatePlayer: { invalidatesTags: ['Player', 'Team', 'Snapshot', 'Match', 'Audit', 'User'] },
    setPlayerAvailability: { invalidatesTags: ['Player', 'Team', 'Snapshot', 'Audit'] },
    deletePlayer: { invalidatesTags: ['Player', 'Team', 'Audit'] },
    listTeams: { providesTags: ['League'] },
    getMyTeam: { providesTags: ['Team'] },
    // A team change moves selected-by on player objects and can change open snapshots.
    createTeam: { invalidatesTags: ['Team', 'League', 'Snapshot', 'Player'] },
    updateTeam: { invalidatesTags: ['Team', 'League', 'Snapshot', 'Player'] },
    deleteTeam: { invalidatesTags: ['Team', 'League', 'Snapshot', 'Player'] },
    getMostRecentSnapshot: { providesTags: ['Snapshot'] },
    listTeamSnapshots: { providesTags: ['Snapshot'] },
    listGameWeeks: { providesTags: ['GameWeek'] },
    getGameWeekSummary: { providesTags: ['GameWeek', 'Snapshot', 'Player'] },
    getDeadline: { providesTags: ['GameWeek'] },
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
    listMyLeagues: { providesTags: ['MiniLeague', 'League'] },
    getLeague: { providesTags: ['MiniLeague', 'League'] },
    getLeagueMatches: { providesTags: ['MiniLeague', 'League'] },
    createLeague: { invalidatesTags: ['MiniLeague'] },
    joinLeague: { invalidatesTags: ['MiniLeague'] },
    leaveLeague: { invalidatesTags: ['MiniLeague'] },
    removeLeagueMember: { invalidatesTags: ['MiniLeague'] },
    renewLeagueCode: { invalidatesTags: ['MiniLeague'] },
    deleteLeague: { invalidatesTags: ['MiniLeague'] },
    getNotificationPrefs: { providesTags: ['Notifications'] },
    updateNotificationPrefs: { invalidatesTags: ['Notifications'] },
    unsubscribe: { invalidatesTags: ['Notifications'] },
    // Seasons: the current season's numbers are live, so its reads also follow the league and players.
    listSeasons: { providesTags: ['Season'] },
    getSeason: { providesTags: ['Season', 'League', 'Player'] },
    getUserHistory: { providesTags: ['Season', 'Team'] },
    getPlayerHistory: { providesTags: ['Season', 'Player'] },
    // Closing a season empties the game: everything of the season is read again.
    closeSeason: { invalidatesTags: [...SEASON, 'Season', 'Phase', 'Lms', 'Fixture', 'MiniLeague', 'Audit'] },
    listPhases: { providesTags: ['Phase', 'League'] },
    getPhaseTable: { providesTags: ['Phase', 'League'] },
    createPhase: { invalidatesTags: ['Phase', 'Season', 'Audit'] },
    updatePhase: { invalidatesTags: ['Phase', 'Season', 'Audit'] },
    deletePhase: { invalidatesTags: ['Phase', 'Season', 'Audit'] },
    // Last Man Standing follows the weekly points, so it also follows the league.
    listLmsCompetitions: { providesTags: ['Lms', 'League'] },
    getLmsCompetition: { providesTags: ['Lms', 'League'] },
    createLmsCompetition: { invalidatesTags: ['Lms', 'Season'] },
    deleteLmsCompetition: { invalidatesTags: ['Lms', 'Season'] },
    getRules: { providesTags: ['Rules'] },
    // The rules of the next deadline cost the team's pending transfers and say which chips can be played.
    updateRules: { invalidatesTags: ['Rules', 'Team', 'Audit'] },
    // A chip played or taken back changes the team's pending cost (a wildcard) and its chips.
    playChip: { invalidatesTags: ['Team', 'Snapshot'] },
    takeBackChip: { invalidatesTags: ['Team', 'Snapshot'] },
    publishGameWeek: { invalidatesTags: ['GameWeek'] },
    // The account's team and leagues go with it.
    deleteCurrentUser: { invalidatesTags: ['User', 'Team', 'League', 'Snapshot', 'Player', 'MiniLeague', 'Notifications'] },
  },
});
