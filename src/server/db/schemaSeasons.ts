import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users, players } from './schema';

// The seasons: the one current season, the closed seasons' archive (which never changes) and the
// terms (prize periods) of the current one.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The club's seasons: exactly one current (ended_at null). A closed season keeps its archive
 *  below, which never changes. `matches_from` is the start of a season begun by closing the one
 *  before (matches dated earlier are refused); null for the first season of a database. */
export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  startedAt: tz('started_at').notNull(),
  endedAt: tz('ended_at'),
  matchesFrom: tz('matches_from'),
  /** How many fantasy teams the season had when it closed. */
  teamCount: integer('team_count'),
}, (t) => [
  uniqueIndex('seasons_name_key').on(sql`lower(${t.name})`),
  uniqueIndex('seasons_one_current').on(sql`(true)`).where(sql`ended_at is null`),
  check('seasons_name_length', sql`char_length(${t.name}) between 1 and 20`),
]);

/** A closed season's final table, a row per team in table order; `user_id` is the team's owner
 *  (their past seasons), null once the account is gone. */
export const seasonStandings = pgTable('season_standings', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  place: integer('place').notNull(),
  rank: integer('rank').notNull(),
  teamName: text('team_name').notNull(),
  points: integer('points').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.seasonId, t.place] }), index('season_standings_user_idx').on(t.userId)]);

/** A closed season's final squads: each team of the final table (by its place) with its 11 and
 *  bench as they were at the close, the players' names, positions, sides and season points as
 *  they were, and the armbands. `slot` 1-11 is the 11 in pitch order, 12 on the bench in order;
 *  `player_id` goes null if the player is ever deleted. */
export const seasonTeamPlayers = pgTable('season_team_players', {
  seasonId: integer('season_id').notNull(),
  place: integer('place').notNull(),
  slot: integer('slot').notNull(),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  position: text('position').notNull(),
  side: text('side').notNull(),
  points: integer('points').notNull(),
  captain: boolean('captain').notNull().default(false),
  viceCaptain: boolean('vice_captain').notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.seasonId, t.place, t.slot] }),
  foreignKey({ columns: [t.seasonId, t.place], foreignColumns: [seasonStandings.seasonId, seasonStandings.place] }).onDelete('cascade'),
  check('season_team_players_slot', sql`${t.slot} between 1 and 15`),
]);

/** A closed season's totals of each player with stats in it. */
export const seasonPlayerStats = pgTable('season_player_stats', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  playerId: integer('player_id').notNull().references(() => players.id),
  goals: integer('goals').notNull(),
  assists: integer('assists').notNull(),
  cleanSheets: integer('clean_sheets').notNull(),
  gamesPlayed: integer('games_played').notNull(),
  points: integer('points').notNull(),
}, (t) => [primaryKey({ columns: [t.seasonId, t.playerId] }), index('season_player_stats_player_idx').on(t.playerId)]);

/** A closed season's top 5 scorers (`kind` goals) and top 5 by points, names as they were. */
export const seasonTopPlayers = pgTable('season_top_players', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  place: integer('place').notNull(),
  playerId: integer('player_id').notNull(),
  playerName: text('player_name').notNull(),
  playerTeam: text('player_team').notNull(),
  value: integer('value').notNull(),
}, (t) => [primaryKey({ columns: [t.seasonId, t.kind, t.place] }), check('season_top_players_kind', sql`${t.kind} in ('goals', 'points')`)]);

/** A closed season's terms with their winners (null when no team had a point in it). */
export const seasonPhaseWinners = pgTable('season_phase_winners', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  place: integer('place').notNull(),
  name: text('name').notNull(),
  firstWeek: integer('first_week').notNull(),
  lastWeek: integer('last_week').notNull(),
  teamName: text('team_name'),
  points: integer('points'),
}, (t) => [primaryKey({ columns: [t.seasonId, t.place] })]);

/** Each mini-league's winner when a season closed (the league itself carries over). */
export const seasonLeagueWinners = pgTable('season_league_winners', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  leagueId: integer('league_id').notNull(),
  leagueName: text('league_name').notNull(),
  teamName: text('team_name'),
  points: integer('points'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.seasonId, t.leagueId] })]);

/** Fixtures dated before a new season's start leave the lists and are kept here with their season. */
export const seasonFixtures = pgTable('season_fixtures', {
  id: integer('id').notNull(),
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  side: text('side').notNull(),
  team1: text('team1').notNull(),
  team2: text('team2').notNull(),
  location: text('location').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  time: time('time').notNull(),
  status: text('status').notNull(),
}, (t) => [primaryKey({ columns: [t.id] }), index('season_fixtures_season_idx').on(t.seasonId)]);

/** Terms (phases): prize periods of a season, a table over gameweeks first_week..last_week. The
 *  bounds are kept as the Mondays of the gameweeks they named when set, so a back-dated match
 *  that renumbers the weeks does not move the term; a bound naming a week not played yet keeps
 *  its number (Monday null) until then. */
export const phases = pgTable('phases', {
  id: serial('id').primaryKey(),
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  firstWeek: integer('first_week').notNull(),
  lastWeek: integer('last_week').notNull(),
  firstMonday: date('first_monday', { mode: 'string' }),
  lastMonday: date('last_monday', { mode: 'string' }),
}, (t) => [
  index('phases_season_idx').on(t.seasonId),
  check('phases_weeks', sql`${t.firstWeek} >= 1 and ${t.firstWeek} <= ${t.lastWeek}`),
  check('phases_name_length', sql`char_length(${t.name}) between 1 and 30`),
]);

/** Last Man Standing competitions of a season. `first_week` is held as a mini-league's start week
 *  is: the `first_week`-th gameweek whose Monday is `first_from` or later (from the season's start
 *  when null), so a back-dated match does not move it. Everything else is derived. */
export const lmsCompetitions = pgTable('lms_competitions', {
  id: serial('id').primaryKey(),
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  firstWeek: integer('first_week').notNull(),
  firstFrom: date('first_from', { mode: 'string' }),
}, (t) => [
  index('lms_competitions_season_idx').on(t.seasonId),
  check('lms_competitions_first_week', sql`${t.firstWeek} >= 1`),
  check('lms_competitions_name_length', sql`char_length(${t.name}) between 1 and 30`),
]);

/** A closed season's Last Man Standing competitions with their winners (null when none was left alone). */
export const seasonLmsWinners = pgTable('season_lms_winners', {
  seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
  place: integer('place').notNull(),
  name: text('name').notNull(),
  teamName: text('team_name'),
}, (t) => [primaryKey({ columns: [t.seasonId, t.place] })]);

/** The game's rules (free transfers, their cost, chips), each row in force from its deadline on:
 *  a gameweek is scored by the row with the latest `from_deadline` at or before its deadline, and
 *  by the defaults (unlimited free transfers) before the first row. */
export const gameRules = pgTable('game_rules', {
  id: serial('id').primaryKey(),
  fromDeadline: tz('from_deadline').notNull().unique(),
  freeTransfers: integer('free_transfers'),
  maxBanked: integer('max_banked').notNull(),
  transferCost: integer('transfer_cost').notNull(),
  chips: boolean('chips').notNull(),
}, () => [
  check('game_rules_free_transfers', sql`free_transfers is null or free_transfers between 1 and 5`),
  check('game_rules_max_banked', sql`max_banked between 1 and 5`),
  check('game_rules_transfer_cost', sql`transfer_cost between 1 and 10`),
]);
