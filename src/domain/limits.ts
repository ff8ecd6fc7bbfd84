// The lengths the game allows, in characters after trimming, as the server checks them, the
// contract (openapi.yaml) declares them and the client's forms limit them (a test holds the three
// together). Other limits live beside their rule: LEAGUE_NAME_MAX (leagues.ts), MATCH_TEAM_MAX
// (matches.ts), FIXTURE_TEXT_LIMITS (fixtures.ts), STAT_LIMITS (scoring.ts).

/** A fantasy team's name. */
export const TEAM_NAME_MAX = 50;
/** A player's name. */
export const PLAYER_NAME_MAX = 100;
/** The club side a player plays for ("Men's 1st"): the player's `team` field. */
export const PLAYER_SIDE_MAX = 100;
