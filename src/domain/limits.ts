// Limits on what users type, shared by the client's forms and the server's checks.

/** The longest team name, in characters. */
export const TEAM_NAME_MAX = 50;
