import { emptyApi as api } from './emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getDeadline: build.query<GetDeadlineApiResponse, GetDeadlineApiArg>({
      query: () => ({ url: `/api/deadline/` }),
    }),
    getRules: build.query<GetRulesApiResponse, GetRulesApiArg>({
      query: () => ({ url: `/api/rules/` }),
    }),
    updateRules: build.mutation<UpdateRulesApiResponse, UpdateRulesApiArg>({
      query: (queryArg) => ({ url: `/api/rules/`, method: 'PUT', body: queryArg.rules }),
    }),
    obtainToken: build.mutation<ObtainTokenApiResponse, ObtainTokenApiArg>({
      query: (queryArg) => ({ url: `/api/token/`, method: 'POST', body: queryArg.credentials }),
    }),
    refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
      query: (queryArg) => ({ url: `/api/token/refresh/`, method: 'POST', body: queryArg.refreshRequest }),
    }),
    registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
      query: (queryArg) => ({ url: `/api/user/register/`, method: 'POST', body: queryArg.credentials }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/user/` }),
    }),
    deleteCurrentUser: build.mutation<DeleteCurrentUserApiResponse, DeleteCurrentUserApiArg>({
      query: (queryArg) => ({ url: `/api/user/`, method: 'DELETE', body: queryArg.accountDeletion }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/user/password/`, method: 'POST', body: queryArg.passwordChange }),
    }),
    getNotificationPrefs: build.query<GetNotificationPrefsApiResponse, GetNotificationPrefsApiArg>({
      query: () => ({ url: `/api/user/notifications/` }),
    }),
    updateNotificationPrefs: build.mutation<UpdateNotificationPrefsApiResponse, UpdateNotificationPrefsApiArg>({
      query: (queryArg) => ({ url: `/api/user/notifications/`, method: 'PUT', body: queryArg.notificationPrefsUpdate }),
    }),
    unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
      query: (queryArg) => ({
        url: `/api/unsubscribe/`,
        method: 'POST',
        params: {
          token: queryArg.token,
        },
      }),
    }),
    requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
      query: (queryArg) => ({ url: `/api/password-reset/`, method: 'POST', body: queryArg.passwordResetRequest }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/reset-password/`, method: 'POST', body: queryArg.passwordReset }),
    }),
    listPlayers: build.query<ListPlayersApiResponse, ListPlayersApiArg>({
      query: () => ({ url: `/api/players/` }),
    }),
    createPlayer: build.mutation<CreatePlayerApiResponse, CreatePlayerApiArg>({
      query: (queryArg) => ({ url: `/api/players/`, method: 'POST', body: queryArg.newPlayer }),
    }),
    deletePlayer: build.mutation<DeletePlayerApiResponse, DeletePlayerApiArg>({
      query: (queryArg) => ({ url: `/api/players/delete/${queryArg.id}/`, method: 'DELETE' }),
    }),
    updatePlayer: build.mutation<UpdatePlayerApiResponse, UpdatePlayerApiArg>({
      query: (queryArg) => ({ url: `/api/players/${queryArg.id}/`, method: 'PUT', body: queryArg.playerUpdate }),
    }),
    setPlayerAvailability: build.mutation<SetPlayerAvailabilityApiResponse, SetPlayerAvailabilityApiArg>({
      query: (queryArg) => ({ url: `/api/players/${queryArg.id}/availability/`, method: 'PUT', body: queryArg.availabilityUpdate }),
    }),
    listPlayerGoals: build.query<ListPlayerGoalsApiResponse, ListPlayerGoalsApiArg>({
      query: (queryArg) => ({
        url: `/api/player-goals/`,
        params: {
          side: queryArg.side,
        },
      }),
    }),
    listPlayerPoints: build.query<ListPlayerPointsApiResponse, ListPlayerPointsApiArg>({
      query: (queryArg) => ({
        url: `/api/player-points/`,
        params: {
          side: queryArg.side,
        },
      }),
    }),
    listPlayerGameStats: build.query<ListPlayerGameStatsApiResponse, ListPlayerGameStatsApiArg>({
      query: () => ({ url: `/api/player-game-stats/` }),
    }),
    listTeams: build.query<ListTeamsApiResponse, ListTeamsApiArg>({
      query: (queryArg) => ({
        url: `/api/teams/`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    getMyTeam: build.query<GetMyTeamApiResponse, GetMyTeamApiArg>({
      query: () => ({ url: `/api/team/` }),
    }),
    createTeam: build.mutation<CreateTeamApiResponse, CreateTeamApiArg>({
      query: (queryArg) => ({ url: `/api/team/`, method: 'POST', body: queryArg.newTeam }),
    }),
    updateTeam: build.mutation<UpdateTeamApiResponse, UpdateTeamApiArg>({
      query: (queryArg) => ({ url: `/api/team/`, method: 'PUT', body: queryArg.teamUpdate }),
    }),
    deleteTeam: build.mutation<DeleteTeamApiResponse, DeleteTeamApiArg>({
      query: () => ({ url: `/api/team/delete/`, method: 'DELETE' }),
    }),
    playChip: build.mutation<PlayChipApiResponse, PlayChipApiArg>({
      query: (queryArg) => ({ url: `/api/team/chip/`, method: 'POST', body: queryArg.chipChoice }),
    }),
    takeBackChip: build.mutation<TakeBackChipApiResponse, TakeBackChipApiArg>({
      query: () => ({ url: `/api/team/chip/`, method: 'DELETE' }),
    }),
    getMostRecentSnapshot: build.query<GetMostRecentSnapshotApiResponse, GetMostRecentSnapshotApiArg>({
      query: (queryArg) => ({
        url: `/api/team-snapshots/most_recent/`,
        params: {
          team_id: queryArg.teamId,
        },
      }),
    }),
    listTeamSnapshots: build.query<ListTeamSnapshotsApiResponse, ListTeamSnapshotsApiArg>({
      query: (queryArg) => ({
        url: `/api/team-snapshots/`,
        params: {
          team_id: queryArg.teamId,
          game_week_id: queryArg.gameWeekId,
        },
      }),
    }),
    listGameWeeks: build.query<ListGameWeeksApiResponse, ListGameWeeksApiArg>({
      query: (queryArg) => ({
        url: `/api/game-weeks/`,
        params: {
          week: queryArg.week,
        },
      }),
    }),
    getGameWeekSummary: build.query<GetGameWeekSummaryApiResponse, GetGameWeekSummaryApiArg>({
      query: (queryArg) => ({ url: `/api/game-weeks/${queryArg.id}/summary/` }),
    }),
    publishGameWeek: build.mutation<PublishGameWeekApiResponse, PublishGameWeekApiArg>({
      query: (queryArg) => ({ url: `/api/game-weeks/${queryArg.id}/publish/`, method: 'POST' }),
    }),
    listMatches: build.query<ListMatchesApiResponse, ListMatchesApiArg>({
      query: () => ({ url: `/api/matches/` }),
    }),
    createMatch: build.mutation<CreateMatchApiResponse, CreateMatchApiArg>({
      query: (queryArg) => ({ url: `/api/matches/`, method: 'POST', body: queryArg.newMatch }),
    }),
    deleteMatch: build.mutation<DeleteMatchApiResponse, DeleteMatchApiArg>({
      query: (queryArg) => ({ url: `/api/matches/delete/${queryArg.id}/`, method: 'DELETE' }),
    }),
    updateMatch: build.mutation<UpdateMatchApiResponse, UpdateMatchApiArg>({
      query: (queryArg) => ({ url: `/api/matches/${queryArg.id}/`, method: 'PUT', body: queryArg.newMatch }),
    }),
    listResults: build.query<ListResultsApiResponse, ListResultsApiArg>({
      query: (queryArg) => ({
        url: `/api/results/`,
        params: {
          upcoming: queryArg.upcoming,
        },
      }),
    }),
    listMensFixtures: build.query<ListMensFixturesApiResponse, ListMensFixturesApiArg>({
      query: (queryArg) => ({
        url: `/api/fixtures/`,
        params: {
          upcoming: queryArg.upcoming,
        },
      }),
    }),
    createMensFixture: build.mutation<CreateMensFixtureApiResponse, CreateMensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/fixtures/`, method: 'POST', body: queryArg.newFixture }),
    }),
    getFixturesCalendar: build.query<GetFixturesCalendarApiResponse, GetFixturesCalendarApiArg>({
      query: (queryArg) => ({
        url: `/api/fixtures/calendar.ics`,
        params: {
          side: queryArg.side,
        },
      }),
    }),
    updateMensFixture: build.mutation<UpdateMensFixtureApiResponse, UpdateMensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/fixtures/${queryArg.id}/`, method: 'PUT', body: queryArg.fixtureUpdate }),
    }),
    deleteMensFixture: build.mutation<DeleteMensFixtureApiResponse, DeleteMensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/fixtures/delete/${queryArg.id}/`, method: 'DELETE' }),
    }),
    listWomensFixtures: build.query<ListWomensFixturesApiResponse, ListWomensFixturesApiArg>({
      query: (queryArg) => ({
        url: `/api/womensfixtures/`,
        params: {
          upcoming: queryArg.upcoming,
        },
      }),
    }),
    createWomensFixture: build.mutation<CreateWomensFixtureApiResponse, CreateWomensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/womensfixtures/`, method: 'POST', body: queryArg.newFixture }),
    }),
    updateWomensFixture: build.mutation<UpdateWomensFixtureApiResponse, UpdateWomensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/womensfixtures/${queryArg.id}/`, method: 'PUT', body: queryArg.fixtureUpdate }),
    }),
    deleteWomensFixture: build.mutation<DeleteWomensFixtureApiResponse, DeleteWomensFixtureApiArg>({
      query: (queryArg) => ({ url: `/api/womensfixtures/delete/${queryArg.id}/`, method: 'DELETE' }),
    }),
    importFixtures: build.mutation<ImportFixturesApiResponse, ImportFixturesApiArg>({
      query: (queryArg) => ({ url: `/api/fixtures/import/`, method: 'POST', body: queryArg.fixtureImport }),
    }),
    listAuditEntries: build.query<ListAuditEntriesApiResponse, ListAuditEntriesApiArg>({
      query: (queryArg) => ({
        url: `/api/audit/`,
        params: {
          entity: queryArg.entity,
          entity_id: queryArg.entityId,
          self_edit: queryArg.selfEdit,
          limit: queryArg.limit,
        },
      }),
    }),
    listLmsCompetitions: build.query<ListLmsCompetitionsApiResponse, ListLmsCompetitionsApiArg>({
      query: () => ({ url: `/api/lms/` }),
    }),
    createLmsCompetition: build.mutation<CreateLmsCompetitionApiResponse, CreateLmsCompetitionApiArg>({
      query: (queryArg) => ({ url: `/api/lms/`, method: 'POST', body: queryArg.newLmsCompetition }),
    }),
    getLmsCompetition: build.query<GetLmsCompetitionApiResponse, GetLmsCompetitionApiArg>({
      query: (queryArg) => ({ url: `/api/lms/${queryArg.id}/` }),
    }),
    deleteLmsCompetition: build.mutation<DeleteLmsCompetitionApiResponse, DeleteLmsCompetitionApiArg>({
      query: (queryArg) => ({ url: `/api/lms/${queryArg.id}/`, method: 'DELETE' }),
    }),
    listMyLeagues: build.query<ListMyLeaguesApiResponse, ListMyLeaguesApiArg>({
      query: () => ({ url: `/api/leagues/` }),
    }),
    createLeague: build.mutation<CreateLeagueApiResponse, CreateLeagueApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/`, method: 'POST', body: queryArg.newLeague }),
    }),
    joinLeague: build.mutation<JoinLeagueApiResponse, JoinLeagueApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/join/`, method: 'POST', body: queryArg.joinLeague }),
    }),
    getLeague: build.query<GetLeagueApiResponse, GetLeagueApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/${queryArg.id}/` }),
    }),
    deleteLeague: build.mutation<DeleteLeagueApiResponse, DeleteLeagueApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/${queryArg.id}/`, method: 'DELETE' }),
    }),
    getLeagueMatches: build.query<GetLeagueMatchesApiResponse, GetLeagueMatchesApiArg>({
      query: (queryArg) => ({
        url: `/api/leagues/${queryArg.id}/matches/`,
        params: {
          week: queryArg.week,
        },
      }),
    }),
    leaveLeague: build.mutation<LeaveLeagueApiResponse, LeaveLeagueApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/${queryArg.id}/leave/`, method: 'POST' }),
    }),
    removeLeagueMember: build.mutation<RemoveLeagueMemberApiResponse, RemoveLeagueMemberApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/${queryArg.id}/members/${queryArg.userId}/`, method: 'DELETE' }),
    }),
    renewLeagueCode: build.mutation<RenewLeagueCodeApiResponse, RenewLeagueCodeApiArg>({
      query: (queryArg) => ({ url: `/api/leagues/${queryArg.id}/code/`, method: 'POST' }),
    }),
    listSeasons: build.query<ListSeasonsApiResponse, ListSeasonsApiArg>({
      query: () => ({ url: `/api/seasons/` }),
    }),
    closeSeason: build.mutation<CloseSeasonApiResponse, CloseSeasonApiArg>({
      query: (queryArg) => ({ url: `/api/seasons/`, method: 'POST', body: queryArg.newSeason }),
    }),
    getSeason: build.query<GetSeasonApiResponse, GetSeasonApiArg>({
      query: (queryArg) => ({
        url: `/api/seasons/${queryArg.id}/`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    getSeasonTeam: build.query<GetSeasonTeamApiResponse, GetSeasonTeamApiArg>({
      query: (queryArg) => ({ url: `/api/seasons/${queryArg.id}/teams/${queryArg.place}/` }),
    }),
    getUserHistory: build.query<GetUserHistoryApiResponse, GetUserHistoryApiArg>({
      query: () => ({ url: `/api/user/history/` }),
    }),
    getPlayerHistory: build.query<GetPlayerHistoryApiResponse, GetPlayerHistoryApiArg>({
      query: (queryArg) => ({ url: `/api/players/${queryArg.id}/history/` }),
    }),
    listPhases: build.query<ListPhasesApiResponse, ListPhasesApiArg>({
      query: () => ({ url: `/api/phases/` }),
    }),
    createPhase: build.mutation<CreatePhaseApiResponse, CreatePhaseApiArg>({
      query: (queryArg) => ({ url: `/api/phases/`, method: 'POST', body: queryArg.newPhase }),
    }),
    updatePhase: build.mutation<UpdatePhaseApiResponse, UpdatePhaseApiArg>({
      query: (queryArg) => ({ url: `/api/phases/${queryArg.id}/`, method: 'PUT', body: queryArg.newPhase }),
    }),
    deletePhase: build.mutation<DeletePhaseApiResponse, DeletePhaseApiArg>({
      query: (queryArg) => ({ url: `/api/phases/${queryArg.id}/`, method: 'DELETE' }),
    }),
    getPhaseTable: build.query<GetPhaseTableApiResponse, GetPhaseTableApiArg>({
      query: (queryArg) => ({
        url: `/api/phases/${queryArg.id}/table/`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200 The server and the database answer. */ Health;
export type GetHealthApiArg = void;
export type GetDeadlineApiResponse = /** status 200 The deadline. */ Deadline;
export type GetDeadlineApiArg = void;
export type GetRulesApiResponse = /** status 200 The rules. */ Rules;
export type GetRulesApiArg = void;
export type UpdateRulesApiResponse = /** status 200 The rules from the next deadline on. */ Rules;
export type UpdateRulesApiArg = {
  rules: Rules;
};
export type ObtainTokenApiResponse = /** status 200 A pair of tokens. */ TokenPair;
export type ObtainTokenApiArg = {
  credentials: Credentials;
};
export type RefreshTokenApiResponse = /** status 200 A new access token. */ AccessToken;
export type RefreshTokenApiArg = {
  refreshRequest: RefreshRequest;
};
export type RegisterUserApiResponse = /** status 201 The account was made. */ RegisteredUser;
export type RegisterUserApiArg = {
  credentials: Credentials;
};
export type GetCurrentUserApiResponse = /** status 200 The user. */ User;
export type GetCurrentUserApiArg = void;
export type DeleteCurrentUserApiResponse = unknown;
export type DeleteCurrentUserApiArg = {
  accountDeletion: AccountDeletion;
};
export type ChangePasswordApiResponse = /** status 200 The password was changed. */ PasswordChanged;
export type ChangePasswordApiArg = {
  passwordChange: PasswordChange;
};
export type GetNotificationPrefsApiResponse = /** status 200 The caller's choices. */ NotificationPrefs;
export type GetNotificationPrefsApiArg = void;
export type UpdateNotificationPrefsApiResponse = /** status 200 The caller's choices now. */ NotificationPrefs;
export type UpdateNotificationPrefsApiArg = {
  notificationPrefsUpdate: NotificationPrefsUpdate;
};
export type UnsubscribeApiResponse = /** status 200 That kind of email is off for that user. */ Unsubscribed;
export type UnsubscribeApiArg = {
  token: string;
};
export type RequestPasswordResetApiResponse = /** status 200 Accepted. */ Detail;
export type RequestPasswordResetApiArg = {
  passwordResetRequest: PasswordResetRequest;
};
export type ResetPasswordApiResponse = /** status 200 The password was changed. */ Detail;
export type ResetPasswordApiArg = {
  passwordReset: PasswordReset;
};
export type ListPlayersApiResponse = /** status 200 Players, by position then name. */ Player[];
export type ListPlayersApiArg = void;
export type CreatePlayerApiResponse = /** status 201 The player was added. */ Player;
export type CreatePlayerApiArg = {
  newPlayer: NewPlayer;
};
export type DeletePlayerApiResponse = unknown;
export type DeletePlayerApiArg = {
  id: number;
};
export type UpdatePlayerApiResponse = /** status 200 The player as it now is. */ Player;
export type UpdatePlayerApiArg = {
  id: number;
  playerUpdate: PlayerUpdate;
};
export type SetPlayerAvailabilityApiResponse = /** status 200 The player as it now is. */ Player;
export type SetPlayerAvailabilityApiArg = {
  id: number;
  availabilityUpdate: AvailabilityUpdate;
};
export type ListPlayerGoalsApiResponse = /** status 200 Players. */ PlayerSummary[];
export type ListPlayerGoalsApiArg = {
  /** Only the players of this side (a `team` that names "Women", case ignored, is the women's side). */
  side?: 'men' | 'women';
};
export type ListPlayerPointsApiResponse = /** status 200 Players. */ PlayerSummary[];
export type ListPlayerPointsApiArg = {
  /** Only the players of this side (a `team` that names "Women", case ignored, is the women's side). */
  side?: 'men' | 'women';
};
export type ListPlayerGameStatsApiResponse = /** status 200 Stat rows, newest match first. */ PlayerGameStat[];
export type ListPlayerGameStatsApiArg = void;
export type ListTeamsApiResponse = /** status 200 Teams, highest total first; ties share a rank and are ordered by name. */ LeagueRow[];
export type ListTeamsApiArg = {
  /** At most this many rows (a page of a long table). Without it, every row from `offset`. */
  limit?: number;
  /** Rows to skip from the top (default 0). Ranks stay those of the whole table. */
  offset?: number;
};
export type GetMyTeamApiResponse = /** status 200 The team. */ MyTeam;
export type GetMyTeamApiArg = void;
export type CreateTeamApiResponse = /** status 201 The team was created. */ MyTeam;
export type CreateTeamApiArg = {
  newTeam: NewTeam;
};
export type UpdateTeamApiResponse = /** status 200 The team after the transfer. */ MyTeam;
export type UpdateTeamApiArg = {
  teamUpdate: TeamUpdate;
};
export type DeleteTeamApiResponse = unknown;
export type DeleteTeamApiArg = void;
export type PlayChipApiResponse = /** status 200 The team, with the chip played. */ MyTeam;
export type PlayChipApiArg = {
  chipChoice: ChipChoice;
};
export type TakeBackChipApiResponse = unknown;
export type TakeBackChipApiArg = void;
export type GetMostRecentSnapshotApiResponse = /** status 200 The snapshot. */ TeamSnapshot;
export type GetMostRecentSnapshotApiArg = {
  teamId: number;
};
export type ListTeamSnapshotsApiResponse = /** status 200 0 or 1 snapshot. */ TeamSnapshot[];
export type ListTeamSnapshotsApiArg = {
  teamId: number;
  gameWeekId: number;
};
export type ListGameWeeksApiResponse = /** status 200 Gameweeks in order (0 or 1 when `week` is given). */ GameWeek[];
export type ListGameWeeksApiArg = {
  week?: number;
};
export type GetGameWeekSummaryApiResponse = /** status 200 The summary. */ GameWeekSummary;
export type GetGameWeekSummaryApiArg = {
  id: number;
};
export type PublishGameWeekApiResponse = /** status 200 The gameweek, published. */ PublishedGameWeek;
export type PublishGameWeekApiArg = {
  id: number;
};
export type ListMatchesApiResponse = /** status 200 Matches. */ Match[];
export type ListMatchesApiArg = void;
export type CreateMatchApiResponse = /** status 201 The match with its stat rows and their computed points. */ Match;
export type CreateMatchApiArg = {
  newMatch: NewMatch;
};
export type DeleteMatchApiResponse = unknown;
export type DeleteMatchApiArg = {
  id: number;
};
export type UpdateMatchApiResponse = /** status 200 The match with its stat rows and their computed points. */ Match;
export type UpdateMatchApiArg = {
  id: number;
  newMatch: NewMatch;
};
export type ListResultsApiResponse = /** status 200 Results. */ Result[];
export type ListResultsApiArg = {
  /** Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
  upcoming?: boolean;
};
export type ListMensFixturesApiResponse = /** status 200 Fixtures. */ Fixture[];
export type ListMensFixturesApiArg = {
  /** Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
  upcoming?: boolean;
};
export type CreateMensFixtureApiResponse = /** status 201 The fixture. */ Fixture;
export type CreateMensFixtureApiArg = {
  newFixture: NewFixture;
};
export type GetFixturesCalendarApiResponse = /** status 200 One VEVENT per fixture, in the club's time zone. */ string;
export type GetFixturesCalendarApiArg = {
  /** men, women or all (the default). */
  side?: 'men' | 'women' | 'all';
};
export type UpdateMensFixtureApiResponse = /** status 200 The fixture as it now is. */ Fixture;
export type UpdateMensFixtureApiArg = {
  id: number;
  fixtureUpdate: FixtureUpdate;
};
export type DeleteMensFixtureApiResponse = unknown;
export type DeleteMensFixtureApiArg = {
  id: number;
};
export type ListWomensFixturesApiResponse = /** status 200 Fixtures. */ Fixture[];
export type ListWomensFixturesApiArg = {
  /** Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
  upcoming?: boolean;
};
export type CreateWomensFixtureApiResponse = /** status 201 The fixture. */ Fixture;
export type CreateWomensFixtureApiArg = {
  newFixture: NewFixture;
};
export type UpdateWomensFixtureApiResponse = /** status 200 The fixture as it now is. */ Fixture;
export type UpdateWomensFixtureApiArg = {
  id: number;
  fixtureUpdate: FixtureUpdate;
};
export type DeleteWomensFixtureApiResponse = unknown;
export type DeleteWomensFixtureApiArg = {
  id: number;
};
export type ImportFixturesApiResponse =
  /** status 200 What was imported, what was already there, and each rejected line. */ FixtureImportReport;
export type ImportFixturesApiArg = {
  fixtureImport: FixtureImport;
};
export type ListAuditEntriesApiResponse = /** status 200 Audit entries, newest first. */ AuditEntry[];
export type ListAuditEntriesApiArg = {
  entity?: 'match' | 'player' | 'fixture' | 'season' | 'rules';
  entityId?: number;
  /** Only the changes a staff member made to rows of the player linked to them (true), or only the others (false). */
  selfEdit?: boolean;
  /** At most this many entries (default 200). */
  limit?: number;
};
export type ListLmsCompetitionsApiResponse = /** status 200 The competitions. */ LmsCompetition[];
export type ListLmsCompetitionsApiArg = void;
export type CreateLmsCompetitionApiResponse = /** status 201 The competition. */ LmsCompetition;
export type CreateLmsCompetitionApiArg = {
  newLmsCompetition: NewLmsCompetition;
};
export type GetLmsCompetitionApiResponse = /** status 200 The competition. */ LmsCompetitionDetail;
export type GetLmsCompetitionApiArg = {
  id: number;
};
export type DeleteLmsCompetitionApiResponse = unknown;
export type DeleteLmsCompetitionApiArg = {
  id: number;
};
export type ListMyLeaguesApiResponse = /** status 200 The leagues the caller is in, by name. */ MyLeague[];
export type ListMyLeaguesApiArg = void;
export type CreateLeagueApiResponse = /** status 201 The league, with its join code. */ League;
export type CreateLeagueApiArg = {
  newLeague: NewLeague;
};
export type JoinLeagueApiResponse = /** status 200 The league joined (joining twice changes nothing). */ League;
export type JoinLeagueApiArg = {
  joinLeague: JoinLeague;
};
export type GetLeagueApiResponse = /** status 200 The league with its standings. */ LeagueTable;
export type GetLeagueApiArg = {
  id: number;
};
export type DeleteLeagueApiResponse = unknown;
export type DeleteLeagueApiArg = {
  id: number;
};
export type GetLeagueMatchesApiResponse =
  /** status 200 The round's matches ([] for a week that is not one of the league's rounds). */ H2HMatch[];
export type GetLeagueMatchesApiArg = {
  id: number;
  /** A gameweek number; left out, the league's latest round ([] before its first). */
  week?: number;
};
export type LeaveLeagueApiResponse = unknown;
export type LeaveLeagueApiArg = {
  id: number;
};
export type RemoveLeagueMemberApiResponse = unknown;
export type RemoveLeagueMemberApiArg = {
  id: number;
  userId: number;
};
export type RenewLeagueCodeApiResponse = /** status 200 The league with its new code. */ League;
export type RenewLeagueCodeApiArg = {
  id: number;
};
export type ListSeasonsApiResponse = /** status 200 Seasons, the current one first. */ SeasonSummary[];
export type ListSeasonsApiArg = void;
export type CloseSeasonApiResponse = /** status 201 The new current season. */ SeasonSummary;
export type CloseSeasonApiArg = {
  newSeason: NewSeason;
};
export type GetSeasonApiResponse = /** status 200 The season. */ SeasonDetail;
export type GetSeasonApiArg = {
  id: number;
  /** At most this many rows (a page of a long table). Without it, every row from `offset`. */
  limit?: number;
  /** Rows to skip from the top (default 0). Ranks stay those of the whole table. */
  offset?: number;
};
export type GetSeasonTeamApiResponse = /** status 200 The team and its final squad. */ SeasonTeam;
export type GetSeasonTeamApiArg = {
  id: number;
  /** The team's place in the season's final table (`place` of its standings row). */
  place: number;
};
export type GetUserHistoryApiResponse = /** status 200 Past seasons, newest first. */ UserSeason[];
export type GetUserHistoryApiArg = void;
export type GetPlayerHistoryApiResponse = /** status 200 A row per season, newest first. */ PlayerSeason[];
export type GetPlayerHistoryApiArg = {
  id: number;
};
export type ListPhasesApiResponse = /** status 200 Terms by first week. */ Phase[];
export type ListPhasesApiArg = void;
export type CreatePhaseApiResponse = /** status 201 The term. */ Phase;
export type CreatePhaseApiArg = {
  newPhase: NewPhase;
};
export type UpdatePhaseApiResponse = /** status 200 The term as it now is. */ Phase;
export type UpdatePhaseApiArg = {
  id: number;
  newPhase: NewPhase;
};
export type DeletePhaseApiResponse = unknown;
export type DeletePhaseApiArg = {
  id: number;
};
export type GetPhaseTableApiResponse = /** status 200 The term and its standings, ranked as the main table. */ PhaseTable;
export type GetPhaseTableApiArg = {
  id: number;
  /** At most this many rows (a page of a long table). Without it, every row from `offset`. */
  limit?: number;
  /** Rows to skip from the top (default 0). Ranks stay those of the whole table. */
  offset?: number;
};
export type Health = {
  status: 'ok';
  database: 'ok';
};
export type Error = {
  detail: string;
  errors?: {
    [key: string]: string[];
  };
};
export type Deadline = {
  /** The game clock's now */
  now: string;
  /** The next Monday 00:00 in the club zone, ISO 8601 with offset. */
  next_deadline: string;
  time_zone: string;
};
export type Rules = {
  /** Free transfers gained each gameweek, or null for unlimited transfers at no cost (the spec's game, the default). */
  free_transfers: number | null;
  /** The most free transfers a team can bank (default 5). */
  max_banked: number;
  /** Points taken for each transfer beyond the free ones (default 4). */
  transfer_cost: number;
  /** Whether the chips can be played (default true). */
  chips: boolean;
};
export type TokenPair = {
  access: string;
  refresh: string;
};
export type Credentials = {
  email: string;
  password: string;
};
export type AccessToken = {
  access: string;
};
export type RefreshRequest = {
  refresh: string;
};
export type RegisteredUser = {
  id: number;
  email: string;
};
export type User = {
  id: number;
  email: string;
  is_staff: boolean;
  /** The player this user is linked to (null unless linked). */
  player_id: number | null;
};
export type AccountDeletion = {
  password: string;
};
export type PasswordChanged = {
  detail: string;
  access: string;
  refresh: string;
};
export type PasswordChange = {
  current_password: string;
  new_password: string;
};
export type NotificationPrefs = {
  /** An email before each gameweek deadline. */
  deadline_reminder: boolean;
  /** An email with the team's points when a gameweek is published. */
  gameweek_results: boolean;
  /** Emails when a fixture of these sides is postponed, cancelled or moved. */
  fixture_changes: 'none' | 'men' | 'women' | 'all';
};
export type NotificationPrefsUpdate = {
  deadline_reminder?: boolean;
  gameweek_results?: boolean;
  fixture_changes?: 'none' | 'men' | 'women' | 'all';
};
export type Unsubscribed = {
  detail: string;
  kind: 'deadline_reminder' | 'gameweek_results' | 'fixture_changes';
};
export type Detail = {
  detail: string;
};
export type PasswordResetRequest = {
  email: string;
};
export type PasswordReset = {
  uid: string;
  token: string;
  new_password: string;
};
export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';
export type AvailabilityStatus = 'available' | 'doubtful' | 'injured' | 'suspended' | 'unavailable';
export type Availability = {
  status: AvailabilityStatus;
  note: string;
  /** The last club date of the status (null when open-ended). */
  until: string | null;
};
export type PlayerSummary = {
  id: number;
  name: string;
  position: Position;
  /** The club side the player plays for. */
  team: string;
  /** Millions of pounds */
  price: number;
  goals: number;
  assists: number;
  clean_sheets: number;
  games_played: number;
  points: number;
  yellow_cards: number;
  red_cards: number;
  /** A retired player stays in history but cannot be picked. */
  retired: boolean;
  /** Average points per gameweek over the last 4 gameweeks that exist (one decimal, half up; 0 when none). */
  form: number;
  /** Share of the current teams holding the player, in percent (one decimal, half up). */
  selected_by_percent: number;
  availability: Availability;
};
export type GameWeekRef = {
  id: number;
  week: number;
};
export type MatchRef = {
  id: number;
  team1: string;
  team2: string;
  date: string;
  game_week: GameWeekRef;
};
export type PlayerMatchStat = {
  id: number;
  match: MatchRef;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  clean_sheets: number;
  points: number;
  MOTM: number;
  Pen_Saves: number;
};
export type Player = PlayerSummary & {
  /** The user linked to this player (null when none). */
  user_id: number | null;
  game_stats: PlayerMatchStat[];
};
export type NewPlayer = {
  name: string;
  position: string;
  team: string;
  price: number;
};
export type PlayerUpdate = {
  name: string;
  team: string;
  price: number;
  /** Only while the player has no stats and is in no team. */
  position?: string;
  /** Links a user to the player (one player per user); null unlinks; absent keeps the link. */
  user_id?: number | null;
};
export type AvailabilityUpdate = {
  status: AvailabilityStatus;
  /** At most 100 characters once trimmed. */
  note?: string;
  /** A club date (YYYY-MM-DD) */
  until?: string | null;
};
export type PlayerGameStat = {
  id: number;
  player: number;
  player_name?: string;
  match: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  clean_sheets: number;
  points: number;
  MOTM: number;
  Pen_Saves: number;
};
export type LeagueRow = {
  id: number;
  name: string;
  total_points: number;
  rank: number;
  /** The team's points in the latest gameweek (0 without a snapshot then). */
  week_points: number;
  /** The team's rank before the latest gameweek's points; null when there was no earlier gameweek. */
  last_rank: number | null;
};
export type Chip = 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain';
export type ChipAvailability = {
  chip: Chip;
  /** It can be played for the next deadline's week: chips are on, none is played that week, and this one is not used in the week's term (weeks outside every term count as one more period). */
  available: boolean;
};
export type MyTeam = {
  id: number;
  name: string;
  total_points: number;
  /** The team's place in the league table, as GET /api/teams/ ranks it (ties share a rank). */
  rank: number;
  /** Teams in the league table. */
  team_count: number;
  formation: string;
  /** The price now of the 11 and the bench, in millions. */
  cost: number;
  /** 100.0 less the price now of the 11 and the bench. */
  budget_remaining: number;
  players: PlayerSummary[];
  /** The substitutes in bench order ([] when none). */
  bench: PlayerSummary[];
  /** The captain's player id (counts twice). */
  captain: number | null;
  /** Counts twice when the captain has no stat row that week. */
  vice_captain: number | null;
  /** The bank of free transfers the next snapshot starts from, before the pending changes use it; null under unlimited rules. */
  free_transfers: number | null;
  /** Players of the team's last snapshot's squad (the 11 and the bench) not in the squad now; 0 before a first snapshot. */
  transfers_pending: number;
  /** What the pending transfers would cost at the next deadline, by its rules (0 under a wildcard or a free hit). */
  transfer_cost_pending: number;
  /** The chip played for the next deadline's week (one of Chip), or null. */
  chip: ('wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain' | null) | null;
  /** Every chip, and whether it can be played for the next deadline's week. */
  chips: ChipAvailability[];
};
export type BenchChoice = number[];
export type CaptainChoice = number | null;
export type NewTeam = {
  /** 1-50 characters after trimming. */
  name: string;
  players: number[];
  bench?: BenchChoice;
  captain?: CaptainChoice;
  vice_captain?: CaptainChoice;
};
export type TeamUpdate = {
  players: number[];
  /** Accepted and ignored; the server derives the formation from the players. */
  formation?: string;
  bench?: BenchChoice;
  captain?: CaptainChoice;
  vice_captain?: CaptainChoice;
};
export type ChipChoice = {
  /** One of wildcard, free_hit, bench_boost, triple_captain. */
  chip: string;
};
export type SnapshotPlayer = PlayerSummary & {
  /** The player's own points that gameweek. */
  game_week_points: number;
  /** 2 for the one counted twice (captain, or vice-captain standing in), 3 under a triple captain; 0 for a starter replaced by an automatic substitution and a bench player who did not come on (1 under a bench boost); else 1. */
  multiplier: 0 | 1 | 2 | 3;
};
export type AutomaticSub = {
  /** The starter who did not play. */
  out: number;
  /** The bench player who came on. */
  in: number;
};
export type TeamSnapshot = {
  id: number;
  team: {
    id: number;
    name: string;
  };
  game_week: GameWeekRef;
  players: SnapshotPlayer[];
  /** The bench at the deadline, in order. */
  bench: SnapshotPlayer[];
  /** The automatic substitutions, in the order made. */
  automatic_subs: AutomaticSub[];
  /** The sum of each player's points times its multiplier, over the 11 and the bench, less transfer_cost. */
  weekly_points: number;
  /** The captain at the gameweek's deadline. */
  captain: number | null;
  /** The vice-captain at the gameweek's deadline. */
  vice_captain: number | null;
  /** Players of the team's previous snapshot's squad (the 11 and the bench) not in this one's; 0 for a first snapshot. */
  transfers: number;
  /** Points taken that gameweek for transfers beyond the free ones. */
  transfer_cost: number;
  /** The bank of free transfers before this snapshot; null under unlimited rules and for a team's first snapshot under limits. */
  free_transfers: number | null;
  /** The chip played that gameweek (one of Chip), or null. */
  chip: ('wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain' | null) | null;
};
export type GameWeek = {
  id: number;
  week: number;
  /** The Monday. */
  start_date: string;
  /** The Sunday. */
  end_date: string;
  /** When staff published its results (null until then). */
  published_at: string | null;
};
export type WeekPlayer = PlayerSummary & {
  game_week_points: number;
};
export type PlayerOfTheWeek = {
  player: PlayerSummary;
  points: number;
} | null;
export type GameWeekSummary = {
  game_week: GameWeek;
  /** Average weekly points over the week's snapshots (one decimal; 0 with none). */
  average_points: number;
  highest_points: number;
  highest_team: {
    id: number;
    name: string;
  } | null;
  player_of_the_week: {
    player: PlayerSummary;
    points: number;
  } | null;
  team_of_the_week: {
    formation: string;
    players: WeekPlayer[];
    total_points: number;
  };
  most_captained: {
    player: PlayerSummary;
    /** How many of the week's snapshots have this captain. */
    teams: number;
  } | null;
  player_of_the_week_by_side: {
    men: PlayerOfTheWeek;
    women: PlayerOfTheWeek;
  };
};
export type PublishedGameWeek = {
  id: number;
  week: number;
  published_at: string;
};
export type Match = {
  id: number;
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  date: string;
  game_week: GameWeekRef;
  /** The fixture this match is the result of. */
  fixture_id: number | null;
  players_stats: PlayerGameStat[];
};
export type NewPlayerStat = {
  player: number;
  goals?: number;
  assists?: number;
  yellow_cards?: number;
  red_cards?: number;
  clean_sheets?: number;
  /** Accepted and ignored; the server computes points. */
  points?: number;
  MOTM?: number;
  Pen_Saves?: number;
};
export type NewMatch = {
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  /** ISO 8601 date or date-time; without a zone it is club time. */
  date: string;
  /** The fixture this match is the result of. */
  fixture_id?: number | null;
  players_stats: NewPlayerStat[];
};
export type Result = {
  id: number;
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  date: string;
};
export type Side = 'men' | 'women';
export type FixtureStatus = 'scheduled' | 'postponed' | 'cancelled';
export type Fixture = {
  id: number;
  team1: string;
  team2: string;
  location: string;
  date: string;
  time: string;
  side: Side;
  status: FixtureStatus;
  /** Why it was postponed or cancelled, as staff gave it ('' for none). */
  status_note: string;
  /** The recorded match that is this fixture's result. */
  result_id: number | null;
};
export type NewFixture = {
  team1: string;
  team2: string;
  location: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
  status?: FixtureStatus;
};
export type FixtureUpdate = {
  team1?: string;
  team2?: string;
  location?: string;
  /** YYYY-MM-DD */
  date?: string;
  /** HH:MM or HH:MM:SS */
  time?: string;
  status?: FixtureStatus;
  /** Why the status changed (at most 100 characters after trimming; '' for none). A change of status without it clears the note. */
  status_note?: string;
};
export type FixtureImportReport = {
  imported: number;
  already_present: number;
  rejected: {
    line: number;
    reason: string;
  }[];
};
export type FixtureImport = {
  side: Side;
  csv: string;
};
export type AuditEntry = {
  id: number;
  at: string;
  /** Who made the change (null for the command line). */
  by: {
    id: number;
    email: string;
  } | null;
  action: 'create' | 'update' | 'delete';
  entity: 'match' | 'player' | 'fixture' | 'season' | 'rules';
  entity_id: number;
  /** The stored record before (null for a create). */
  before: {
    [key: string]: any;
  } | null;
  /** The stored record after (null for a delete). */
  after: {
    [key: string]: any;
  } | null;
  /** A staff member linked to a player changed a row of that player (their own stats or record). */
  self_edit: boolean;
};
export type LmsCompetition = {
  id: number;
  name: string;
  first_week: number;
  status: 'running' | 'finished';
  /** The teams still in (the entrants before first_week is played: none). */
  survivors: number;
  /** The one team left (null while more than one is in). */
  winner: {
    id: number;
    name: string;
  } | null;
};
export type NewLmsCompetition = {
  /** 1-30 characters after trimming. */
  name: string;
  /** The first gameweek played; held by its Monday, as a mini-league's start week is. */
  first_week: number;
};
export type TeamRef = {
  id: number;
  name: string;
};
export type LmsCompetitionDetail = LmsCompetition & {
  /** The gameweeks from first_week on, in order, until a winner is left. */
  rounds: {
    week: number;
    /** The teams that went out that week (the fewest weekly points; all of them when tied; none when that would leave no one). */
    out: {
      team: TeamRef;
      points: number;
    }[];
    /** The teams still in after that week. */
    survivors: number;
  }[];
  /** Every entrant, those still in first, then by the week they went out (latest first), then by name. */
  standing: {
    team: TeamRef;
    out_in_week: number | null;
  }[];
};
export type LeagueKind = 'classic' | 'h2h';
export type League = {
  id: number;
  name: string;
  /** 8 characters; shown to members only. */
  code: string;
  owner_id: number;
  kind: LeagueKind;
  /** An h2h league's first round's Monday (or the deadline's date it starts at); null for a classic league. */
  starts_on: string | null;
  /** The first gameweek that counts, as numbered now. Set as a number, it is held by that week's Monday: a match recorded in an earlier week renumbers it but never moves it. For an h2h league, the number its starts_on week has or will have. */
  start_week: number;
};
export type MyLeague = League & {
  /** The caller's rank in the league's table. */
  rank: number;
  /** The caller's points in the league. */
  points: number;
  members: number;
};
export type NewLeague = {
  /** 1-50 characters after trimming. */
  name: string;
  /** The first gameweek number that counts in the table, 1 when left out (classic leagues only; 400 for an h2h league, even 1). */
  start_week?: number;
  kind?: LeagueKind;
  /** h2h leagues only (400 for a classic one): a Monday, the next deadline's date or later; default the next deadline's date. The rounds are the gameweeks whose Monday is this date or later. */
  starts_on?: string;
};
export type JoinLeague = {
  /** The league's code; spaces and case are ignored. */
  code: string;
};
export type LeagueStanding = {
  rank: number;
  /** The member's user id. */
  member_id: number;
  /** The member's team, or null for a member without one (0 points). */
  team: {
    id: number;
    name: string;
  } | null;
  /** Sum of the team's weekly points from start_week on. */
  points: number;
  /** The team's points in the latest gameweek when it is one of the league's (else 0). */
  week_points: number;
  /** The rank before the latest gameweek's points; null when the league had no earlier gameweek. */
  last_rank: number | null;
};
export type H2HStanding = {
  /** By points, then score; equal both share a rank (1, 2, 2, 4). */
  rank: number;
  /** The member's user id (of an account since deleted: see account_deleted). */
  member_id: number;
  /** The member deleted their account after the league's start: they keep their place in the round-robin (members are fixed from the start), with no team, so 0 points each round. */
  account_deleted: boolean;
  /** The member's team, or null (0 points each round). */
  team: {
    id: number;
    name: string;
  } | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** 3 a win */
  points: number;
  /** The sum of the member's weekly points in its rounds. */
  score: number;
};
export type LeagueTable = League & {
  /** LeagueStanding rows for a classic league, H2hStanding rows for an h2h league. */
  standings: (LeagueStanding | H2HStanding)[];
};
export type H2HSide = {
  member_id: number;
  /** The member deleted their account after the league's start (no team). */
  account_deleted: boolean;
  /** The member's team, or null (0 points each round). */
  team: {
    id: number;
    name: string;
  } | null;
  /** The member's weekly points that round (0 without a snapshot). */
  points: number;
};
export type H2HAverage = {
  average: true;
  /** The mean weekly points of all the members that round, rounded to the nearest integer. */
  points: number;
};
export type H2HMatch = {
  home: H2HSide;
  away: H2HSide | H2HAverage;
};
export type PlayerRef = {
  id: number;
  /** The name as it was when the season closed. */
  name: string;
  team: string;
};
export type SeasonSummary = {
  id: number;
  name: string;
  status: 'current' | 'archived';
  started_at: string;
  ended_at: string | null;
  /** The top of the final table (null for the current season). */
  champion: {
    team_name: string;
    points: number;
  } | null;
  /** Second in the final table (null for the current season or with one team). */
  runner_up: {
    team_name: string;
    points: number;
  } | null;
  /** The season's top scorer (null for the current season or when nobody scored). */
  top_scorer: {
    player: PlayerRef;
    goals: number;
  } | null;
};
export type NewSeason = {
  /** The new season's name */
  name: string;
  /** The current season's name */
  confirm: string;
};
export type SeasonDetail = {
  id: number;
  name: string;
  status: 'current' | 'archived';
  started_at: string;
  ended_at: string | null;
  /** How many teams the table has. */
  team_count: number;
  standings: {
    /** The row's place in the table (1, 2, 3, ...); a closed season's team is at GET /api/seasons/{id}/teams/{place}/. */
    place: number;
    rank: number;
    team_name: string;
    points: number;
    /** The team's id while the season is current (its snapshots at /team/{id}); null once the season is closed. */
    team_id: number | null;
  }[];
  top_scorers: {
    player: PlayerRef;
    goals: number;
  }[];
  top_points: {
    player: PlayerRef;
    points: number;
  }[];
  phases: {
    name: string;
    first_week: number;
    last_week: number;
    /** The term's winner (its leader while the season is current; null before any of its weeks is played). */
    winner: {
      team_name: string;
      points: number;
    } | null;
  }[];
  /** The season's Last Man Standing competitions, oldest first, each with its winner (null while none is left alone). */
  lms: {
    name: string;
    winner: {
      team_name: string;
    } | null;
  }[];
};
export type SeasonTeamPlayer = {
  /** The player's id (null once the player is deleted). */
  id: number | null;
  /** The name as it was when the season closed. */
  name: string;
  position: Position;
  /** The side the player played for. */
  team: string;
  /** The player's points in the season. */
  points: number;
  captain: boolean;
  vice_captain: boolean;
};
export type SeasonTeam = {
  season: {
    id: number;
    name: string;
  };
  place: number;
  rank: number;
  team_name: string;
  /** The team's points in the season. */
  points: number;
  /** False for a season closed before squads were kept at the close (then players and bench are empty). */
  kept: boolean;
  /** The 11 at the close, goalkeeper first, then defenders, midfielders and attackers. */
  players: SeasonTeamPlayer[];
  /** The bench at the close, in bench order. */
  bench: SeasonTeamPlayer[];
};
export type SeasonRef = {
  id: number;
  name: string;
};
export type UserSeason = {
  season: SeasonRef;
  team_name: string;
  points: number;
  rank: number;
  /** The team's place in the season's final table: its kept squad is at GET /api/seasons/{id}/teams/{place}/. */
  place: number;
  /** How many teams that season had. */
  teams: number;
};
export type PlayerSeason = {
  season: SeasonRef;
  goals: number;
  assists: number;
  clean_sheets: number;
  games_played: number;
  points: number;
};
export type Phase = {
  id: number;
  name: string;
  /** The first gameweek number of the term (in today's numbering). */
  first_week: number;
  last_week: number;
  /** The top of the term's table (null before any of its weeks is played or with no teams). */
  leader: {
    team: TeamRef;
    points: number;
  } | null;
};
export type NewPhase = {
  /** 1-30 characters after trimming. */
  name: string;
  first_week: number;
  /** At least first_week. */
  last_week: number;
};
export type PhaseTable = {
  phase: Phase;
  standings: {
    rank: number;
    team: TeamRef;
    points: number;
  }[];
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetDeadlineQuery,
  useLazyGetDeadlineQuery,
  useGetRulesQuery,
  useLazyGetRulesQuery,
  useUpdateRulesMutation,
  useObtainTokenMutation,
  useRefreshTokenMutation,
  useRegisterUserMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useDeleteCurrentUserMutation,
  useChangePasswordMutation,
  useGetNotificationPrefsQuery,
  useLazyGetNotificationPrefsQuery,
  useUpdateNotificationPrefsMutation,
  useUnsubscribeMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useListPlayersQuery,
  useLazyListPlayersQuery,
  useCreatePlayerMutation,
  useDeletePlayerMutation,
  useUpdatePlayerMutation,
  useSetPlayerAvailabilityMutation,
  useListPlayerGoalsQuery,
  useLazyListPlayerGoalsQuery,
  useListPlayerPointsQuery,
  useLazyListPlayerPointsQuery,
  useListPlayerGameStatsQuery,
  useLazyListPlayerGameStatsQuery,
  useListTeamsQuery,
  useLazyListTeamsQuery,
  useGetMyTeamQuery,
  useLazyGetMyTeamQuery,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  usePlayChipMutation,
  useTakeBackChipMutation,
  useGetMostRecentSnapshotQuery,
  useLazyGetMostRecentSnapshotQuery,
  useListTeamSnapshotsQuery,
  useLazyListTeamSnapshotsQuery,
  useListGameWeeksQuery,
  useLazyListGameWeeksQuery,
  useGetGameWeekSummaryQuery,
  useLazyGetGameWeekSummaryQuery,
  usePublishGameWeekMutation,
  useListMatchesQuery,
  useLazyListMatchesQuery,
  useCreateMatchMutation,
  useDeleteMatchMutation,
  useUpdateMatchMutation,
  useListResultsQuery,
  useLazyListResultsQuery,
  useListMensFixturesQuery,
  useLazyListMensFixturesQuery,
  useCreateMensFixtureMutation,
  useGetFixturesCalendarQuery,
  useLazyGetFixturesCalendarQuery,
  useUpdateMensFixtureMutation,
  useDeleteMensFixtureMutation,
  useListWomensFixturesQuery,
  useLazyListWomensFixturesQuery,
  useCreateWomensFixtureMutation,
  useUpdateWomensFixtureMutation,
  useDeleteWomensFixtureMutation,
  useImportFixturesMutation,
  useListAuditEntriesQuery,
  useLazyListAuditEntriesQuery,
  useListLmsCompetitionsQuery,
  useLazyListLmsCompetitionsQuery,
  useCreateLmsCompetitionMutation,
  useGetLmsCompetitionQuery,
  useLazyGetLmsCompetitionQuery,
  useDeleteLmsCompetitionMutation,
  useListMyLeaguesQuery,
  useLazyListMyLeaguesQuery,
  useCreateLeagueMutation,
  useJoinLeagueMutation,
  useGetLeagueQuery,
  useLazyGetLeagueQuery,
  useDeleteLeagueMutation,
  useGetLeagueMatchesQuery,
  useLazyGetLeagueMatchesQuery,
  useLeaveLeagueMutation,
  useRemoveLeagueMemberMutation,
  useRenewLeagueCodeMutation,
  useListSeasonsQuery,
  useLazyListSeasonsQuery,
  useCloseSeasonMutation,
  useGetSeasonQuery,
  useLazyGetSeasonQuery,
  useGetSeasonTeamQuery,
  useLazyGetSeasonTeamQuery,
  useGetUserHistoryQuery,
  useLazyGetUserHistoryQuery,
  useGetPlayerHistoryQuery,
  useLazyGetPlayerHistoryQuery,
  useListPhasesQuery,
  useLazyListPhasesQuery,
  useCreatePhaseMutation,
  useUpdatePhaseMutation,
  useDeletePhaseMutation,
  useGetPhaseTableQuery,
  useLazyGetPhaseTableQuery,
} = injectedRtkApi;
