import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, time, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Money is integer tenths of £1m. Player totals are
// derived from player_match_stats (the recompute command rebuilds them); a team's snapshots,
// weekly points and total are derived in memory from its membership and captaincy history and
// the stat rows (services/seasonModel.ts), and stored nowhere.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  isStaff: boolean('is_staff').notNull().default(false),
  /** Raised on every password change; tokens carry it, so older tokens stop working at once. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Made at random with the account and never changed; its tokens and unsubscribe links carry
   *  it, so they name this account and no later one that comes to have the same id. ('' for the
   *  accounts made before it existed, whose older tokens carry none.) */
  accountStamp: text('account_stamp').notNull().default(sql`md5(random()::text || clock_timestamp()::text)`),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** What email the user wants (the account page's switches; unsubscribe links turn one off). */
  deadlineReminder: boolean('deadline_reminder').notNull().default(true),
  gameweekResults: boolean('gameweek_results').notNull().default(true),
  fixtureChanges: text('fixture_changes').notNull().default('none'),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  check('users_fixture_changes', sql`${t.fixtureChanges} in ('none', 'men', 'women', 'all')`),
]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  /** The user's token version when the link was made: a later password change kills the link. */
  tokenVersion: integer('token_version').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
}, (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)]);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').notNull(),
  windowStart: tz('window_start').notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

export const players = pgTable('players', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  team: text('team').notNull(),
  priceTenths: integer('price_tenths').notNull(),
  retired: boolean('retired').notNull().default(false),
  goals: integer('goals').notNull().default(0),
  assists: integer('assists').notNull().default(0),
  cleanSheets: integer('clean_sheets').notNull().default(0),
  yellowCards: integer('yellow_cards').notNull().default(0),
  redCards: integer('red_cards').notNull().default(0),
  gamesPlayed: integer('games_played').notNull().default(0),
  points: integer('points').notNull().default(0),
  /** The user who is this player (one player per user); their own availability is theirs to set. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Stored as set; once the club date is past `availabilityUntil` it reads available (no write). */
  availabilityStatus: text('availability_status').notNull().default('available'),
  availabilityNote: text('availability_note').notNull().default(''),
  availabilityUntil: date('availability_until', { mode: 'string' }),
}, (t) => [
  uniqueIndex('players_user_id_unique').on(t.userId),
  check('players_availability_status', sql`${t.availabilityStatus} in ('available', 'doubtful', 'injured', 'suspended', 'unavailable')`),
  check('players_availability_note_length', sql`char_length(${t.availabilityNote}) <= 100`),
  check('players_position', sql`${t.position} in ('Goalkeeper', 'Defender', 'Midfielder', 'Attacker')`),
  check('players_price', sql`${t.priceTenths} > 0 and ${t.priceTenths} <= 1000`),
  check('players_name_length', sql`char_length(${t.name}) between 1 and 100`),
]);

export const gameWeeks = pgTable('game_weeks', {
  id: serial('id').primaryKey(),
  week: integer('week').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  deadline: tz('deadline').notNull(),
  /** When staff published the week's results (their emails go out once, then). */
  publishedAt: tz('published_at'),
}, (t) => [uniqueIndex('game_weeks_start_key').on(t.startDate), index('game_weeks_week_idx').on(t.week)]);

export const matches = pgTable('matches', {
  id: serial('id').primaryKey(),
  team1: text('team1').notNull(),
  team2: text('team2').notNull(),
  team1Score: integer('team1_score').notNull(),
  team2Score: integer('team2_score').notNull(),
  playedAt: tz('played_at').notNull(),
  gameWeekId: integer('game_week_id').notNull().references(() => gameWeeks.id),
}, (t) => [
  index('matches_game_week_idx').on(t.gameWeekId),
  index('matches_played_at_idx').on(t.playedAt),
  check('matches_scores', sql`${t.team1Score} >= 0 and ${t.team2Score} >= 0`),
]);

export const playerMatchStats = pgTable('player_match_stats', {
  id: serial('id').primaryKey(),
  matchId: integer('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
  playerId: integer('player_id').notNull().references(() => players.id),
  gameWeekId: integer('game_week_id').notNull().references(() => gameWeeks.id),
  goals: integer('goals').notNull(),
  assists: integer('assists').notNull(),
  yellowCards: integer('yellow_cards').notNull(),
  redCards: integer('red_cards').notNull(),
  cleanSheets: integer('clean_sheets').notNull(),
  motm: integer('motm').notNull(),
  penSaves: integer('pen_saves').notNull(),
  points: integer('points').notNull(),
}, (t) => [
  uniqueIndex('player_match_stats_match_player_key').on(t.matchId, t.playerId),
  index('player_match_stats_player_idx').on(t.playerId),
  index('player_match_stats_week_player_idx').on(t.gameWeekId, t.playerId),
  check('player_match_stats_ranges', sql`${t.goals} >= 0 and ${t.assists} >= 0 and ${t.yellowCards} between 0 and 2
    and ${t.redCards} between 0 and 1 and ${t.cleanSheets} between 0 and 1 and ${t.motm} between 0 and 1 and ${t.penSaves} >= 0`),
]);

export const fantasyTeams = pgTable('fantasy_teams', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  formation: text('formation').notNull(),
  createdAt: tz('created_at').notNull(),
  /** The data version raised by the last write to this team's history (create, transfer,
   *  captaincy): each server process reloads the teams stamped after the version it has read. */
  changedVersion: integer('changed_version').notNull().default(0),
}, (t) => [
  uniqueIndex('fantasy_teams_user_key').on(t.userId),
  uniqueIndex('fantasy_teams_name_key').on(sql`lower(${t.name})`),
  index('fantasy_teams_changed_version_idx').on(t.changedVersion),
]);

/** Who was in which team from when to when (game clock): the source of every snapshot. */
export const teamMemberships = pgTable('team_memberships', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => fantasyTeams.id, { onDelete: 'cascade' }),
  playerId: integer('player_id').notNull().references(() => players.id),
  joinedAt: tz('joined_at').notNull(),
  leftAt: tz('left_at'),
}, (t) => [
  index('team_memberships_team_idx').on(t.teamId),
  index('team_memberships_player_idx').on(t.playerId),
]);

/** Who was captain and vice-captain of which team from when (game clock), only ever appended to:
 *  the captaincy at an instant is the latest row set at or before it. Null when none. A team's
 *  rows are indexed in the order written, so its current captaincy (the latest) is found at once. */
export const teamCaptaincies = pgTable('team_captaincies', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => fantasyTeams.id, { onDelete: 'cascade' }),
  captainId: integer('captain_id').references(() => players.id),
  viceCaptainId: integer('vice_captain_id').references(() => players.id),
  setAt: tz('set_at').notNull(),
}, (t) => [index('team_captaincies_team_id_idx').on(t.teamId, t.id)]);

/** A team's bench (the product rules §21), only ever appended to like the captaincy: the bench at an
 *  instant is the latest row (by id) set at or before it, each player counted only while the team
 *  holds them then (its membership rows: a bench player is in the team). `bench_1` comes on first;
 *  the places are filled from the first, a row of nulls is an empty bench. */
export const teamBenches = pgTable('team_benches', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => fantasyTeams.id, { onDelete: 'cascade' }),
  bench1: integer('bench_1').references(() => players.id),
  bench2: integer('bench_2').references(() => players.id),
  bench3: integer('bench_3').references(() => players.id),
  bench4: integer('bench_4').references(() => players.id),
  setAt: tz('set_at').notNull(),
}, (t) => [
  index('team_benches_team_id_idx').on(t.teamId, t.id),
  check('team_benches_filled_in_order', sql`(${t.bench2} is null or ${t.bench1} is not null) and (${t.bench3} is null or ${t.bench2} is not null) and (${t.bench4} is null or ${t.bench3} is not null)`),
]);

/** The chips a team played (the product rules §22): one row per week it is played for, named by that
 *  week's Monday. A chip played for a week in which no match is recorded counts as never played
 *  (no gameweek holds that Monday). A free hit keeps the squad saved under it here, apart from the
 *  team's own membership history: the 11 and the bench in order (player ids, no foreign key: a
 *  player deleted later simply scores nothing), and its captaincy. */
export const teamChips = pgTable('team_chips', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => fantasyTeams.id, { onDelete: 'cascade' }),
  weekStart: date('week_start', { mode: 'string' }).notNull(),
  chip: text('chip').notNull(),
  playedAt: tz('played_at').notNull(),
  freeHitPlayers: integer('free_hit_players').array(),
  freeHitBench: integer('free_hit_bench').array(),
  freeHitCaptain: integer('free_hit_captain'),
  freeHitVice: integer('free_hit_vice'),
}, (t) => [
  uniqueIndex('team_chips_team_week_key').on(t.teamId, t.weekStart),
  check('team_chips_chip', sql`${t.chip} in ('wildcard', 'free_hit', 'bench_boost', 'triple_captain')`),
]);

export const fixtures = pgTable('fixtures', {
  id: serial('id').primaryKey(),
  side: text('side').notNull(),
  team1: text('team1').notNull(),
  team2: text('team2').notNull(),
  location: text('location').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  time: time('time').notNull(),
  status: text('status').notNull().default('scheduled'),
  /** Why the fixture was postponed or cancelled, as staff gave it ('' when they gave none). */
  statusNote: text('status_note').notNull().default(''),
  /** The recorded match that is this fixture's result (back to null when that match is deleted). */
  resultId: integer('result_id').references(() => matches.id, { onDelete: 'set null' }),
}, (t) => [
  check('fixtures_side', sql`${t.side} in ('men', 'women')`),
  check('fixtures_status', sql`${t.status} in ('scheduled', 'postponed', 'cancelled')`),
  uniqueIndex('fixtures_result_key').on(t.resultId),
  uniqueIndex('fixtures_identity_key').on(t.side, t.team1, t.team2, t.date, t.time),
  index('fixtures_side_date_idx').on(t.side, t.date, t.time),
]);

/** The history of changes to matches, players and fixtures: written in the transaction of each
 *  change, never changed or removed. `by_email` keeps the author readable if the user goes. */
export const auditEntries = pgTable('audit_entries', {
  id: serial('id').primaryKey(),
  at: tz('at').notNull(),
  byId: integer('by_id'),
  byEmail: text('by_email'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: integer('entity_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  /** A staff member linked to a player changed a row of that player. */
  selfEdit: boolean('self_edit').notNull().default(false),
}, (t) => [
  index('audit_entries_self_edit_idx').on(t.id).where(sql`${t.selfEdit}`),
  check('audit_entries_action', sql`${t.action} in ('create', 'update', 'delete')`),
  check('audit_entries_entity', sql`${t.entity} in ('match', 'player', 'fixture', 'season', 'rules')`),
  index('audit_entries_entity_idx').on(t.entity, t.entityId, t.id),
]);

/** One row: raised by every write that changes what the public lists show, so that cached
 *  answers can be reused safely by several server processes. */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** A mini-league: a table of its members' teams from its start week on. The code is its secret
 *  (shown only to members). Its table is derived at read time from the snapshots and cached with
 *  the public lists, so every change of its members raises the data version too. The start week
 *  is held by the calendar (src/domain/weekAnchors.ts): the `start_week`-th gameweek whose Monday
 *  is `start_from` or later (`start_from` null: counted from the season's first gameweek). */
export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  // Deleting the owner's account deletes the leagues they own.
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startWeek: integer('start_week').notNull().default(1),
  startFrom: date('start_from', { mode: 'string' }),
  // classic: a table of points; h2h: members frozen at the start meet in a round-robin. An h2h
  // league starts at the deadline of the Monday in start_from (its first round's Monday).
  kind: text('kind', { enum: ['classic', 'h2h'] }).notNull().default('classic'),
  createdAt: tz('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('leagues_code_key').on(t.code),
  check('leagues_kind', sql`${t.kind} in ('classic', 'h2h') and (${t.kind} = 'classic' or ${t.startFrom} is not null)`),
  index('leagues_owner_idx').on(t.ownerId),
  check('leagues_start_week', sql`${t.startWeek} >= 1`),
  check('leagues_name_length', sql`char_length(${t.name}) between 1 and 50`),
]);

/** Who is in which league. A member is a user: their team (if any) is looked up at read time,
 *  so deleting a team leaves the member with no team; deleting the user removes the member. */
export const leagueMembers = pgTable('league_members', {
  leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  joinedAt: tz('joined_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_members_user_idx').on(t.userId)]);

/** Members of a head-to-head league who deleted their account after its start (the product rules
 *  §23: its members are fixed from the start). They keep their place in the round-robin under the
 *  member id they had (a user id no longer in use, no foreign key), with no team: 0 points a round. */
export const leagueDepartedMembers = pgTable('league_departed_members', {
  leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull(),
  departedAt: tz('departed_at').notNull(),
}, (t) => [primaryKey({ columns: [t.leagueId, t.memberId] })]);

/** Members the owner removed: their joins with the league's code are refused until the owner
 *  gives the league a new code (which clears these rows). */
export const leagueRemovals = pgTable('league_removals', {
  leagueId: integer('league_id').notNull().references(() => leagues.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  removedAt: tz('removed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_removals_user_idx').on(t.userId)]);
