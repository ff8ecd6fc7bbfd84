// Generated from openapi.yaml by `npm run codegen` (scripts/codegen-server.cjs): do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of the server and its database */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deadline/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game clock's now and the next gameweek deadline
         * @description Transfers and captain changes made now count from the gameweek that starts at
         *     `next_deadline` (Monday 00:00 in the club's time zone).
         */
        get: operations["getDeadline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's rules from the next deadline on (free transfers, their cost, chips)
         * @description The rules that score the gameweek starting at the next deadline. Each gameweek is scored by
         *     the rules in force at its own deadline, so a change never alters a gameweek already started.
         */
        get: operations["getRules"];
        /** Set the game's rules from the next deadline on (the whole object) */
        put: operations["updateRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password */
        post: operations["obtainToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a new access token from a refresh token */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a new account */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        /**
         * Delete the caller's account (their team, memberships and owned mini-leagues go too)
         * @description Needs the account's password. Audit entries the user wrote keep their id and lose the email.
         */
        delete: operations["deleteCurrentUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password (every other session ends)
         * @description Every token issued before (other browsers, other devices) stops working; the answer holds
         *     a new pair of tokens for the caller's own session.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which emails the caller gets */
        get: operations["getNotificationPrefs"];
        /** Choose which emails the caller gets (fields left out stay as they are) */
        put: operations["updateNotificationPrefs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off one kind of email with the token of an email's unsubscribe link
         * @description The one-click unsubscribe of RFC 8058 (mail programs POST `List-Unsubscribe=One-Click`
         *     here, as a urlencoded or a multipart/form-data body, which is not read) and the button of the `/unsubscribe` page. No sign-in; the token names one user and
         *     one kind of email, and signs nobody in.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (answers the same whether or not the email is known) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the uid and token of an emailed link */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All players with their totals and per-match stats */
        get: operations["listPlayers"];
        put?: never;
        /** Add a player */
        post: operations["createPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/delete/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a player (one with history is retired instead) */
        delete: operations["deletePlayer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a player (position only while it has no stats and is in no team) */
        put: operations["updatePlayer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/availability/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a player's availability (staff, or the user linked to the player)
         * @description The status reads `available` again once the club date is past `until`, with no write.
         *     Each change writes an audit entry.
         */
        put: operations["setPlayerAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/player-goals/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players by goals, highest first */
        get: operations["listPlayerGoals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/player-points/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players by points, highest first */
        get: operations["listPlayerPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/player-game-stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every per-match player stat row */
        get: operations["listPlayerGameStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The league table (whole, or one page of it) */
        get: operations["listTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own team */
        get: operations["getMyTeam"];
        /** Replace the caller's 11 players (a transfer) */
        put: operations["updateTeam"];
        /** Create the caller's team */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the caller's team and its history */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/chip/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play a chip for the week that starts at the next deadline */
        post: operations["playChip"];
        /** Take back the chip played for the next deadline (a free hit's squad saved under it is dropped) */
        delete: operations["takeBackChip"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-snapshots/most_recent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's snapshot for the latest gameweek that has one */
        get: operations["getMostRecentSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-snapshots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's snapshot for one gameweek (a list of 0 or 1) */
        get: operations["listTeamSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game-weeks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gameweeks, or the one with a given number */
        get: operations["listGameWeeks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game-weeks/{id}/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gameweek at a glance
         * @description Average and highest snapshot points, the player of the week, the team of the week (the
         *     11 with the most points that week in a shape the squad rules allow, ignoring price; ties
         *     by name ignoring case) and the most captained player.
         */
        get: operations["getGameWeekSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game-weeks/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a gameweek's results (emails each manager who asked for them, once)
         * @description Publishing again changes nothing and sends nothing.
         */
        post: operations["publishGameWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded matches with their stat rows, newest first */
        get: operations["listMatches"];
        put?: never;
        /** Record a played match with a stat row per player */
        post: operations["createMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/delete/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a match and its stat rows */
        delete: operations["deleteMatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a recorded match (stat rows replaced; every derived number as if recorded that way) */
        put: operations["updateMatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Results of recorded matches, newest first */
        get: operations["listResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixtures/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Men's fixtures in date and time order */
        get: operations["listMensFixtures"];
        put?: never;
        /** Add a men's fixture */
        post: operations["createMensFixture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixtures/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fixtures as an iCalendar feed (RFC 5545) a phone calendar subscribes to */
        get: operations["getFixturesCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixtures/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a men's fixture (any of its fields, its status too) */
        put: operations["updateMensFixture"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixtures/delete/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a men's fixture */
        delete: operations["deleteMensFixture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womensfixtures/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Women's fixtures in date and time order */
        get: operations["listWomensFixtures"];
        put?: never;
        /** Add a women's fixture */
        post: operations["createWomensFixture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womensfixtures/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a women's fixture (any of its fields, its status too) */
        put: operations["updateWomensFixture"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womensfixtures/delete/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a women's fixture */
        delete: operations["deleteWomensFixture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixtures/import/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import fixtures of one side from CSV text (header team1,team2,location,date,time) */
        post: operations["importFixtures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of changes to matches, players and fixtures, newest first */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current season's Last Man Standing competitions, newest first */
        get: operations["listLmsCompetitions"];
        put?: never;
        /** Start a Last Man Standing competition (400 while another is running) */
        post: operations["createLmsCompetition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lms/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Last Man Standing competition with its rounds and every entrant's standing */
        get: operations["getLmsCompetition"];
        put?: never;
        post?: never;
        /** Delete a Last Man Standing competition */
        delete: operations["deleteLmsCompetition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's mini-leagues, each with the caller's rank and points */
        get: operations["listMyLeagues"];
        put?: never;
        /** Create a mini-league; the creator is its owner and first member */
        post: operations["createLeague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/join/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a mini-league by its code (spaces and case do not matter) */
        post: operations["joinLeague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mini-league and its table (members only) */
        get: operations["getLeague"];
        put?: never;
        post?: never;
        /** Delete a mini-league (its owner only) */
        delete: operations["deleteLeague"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/{id}/matches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A head-to-head league's pairs in one round (members only) */
        get: operations["getLeagueMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/{id}/leave/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a mini-league (the owner deletes it instead) */
        post: operations["leaveLeague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/{id}/members/{user_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from a mini-league (its owner only) */
        delete: operations["removeLeagueMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leagues/{id}/code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a mini-league a new code (its owner only); the old code stops working
         * @description Members stay; removed members may join again with the new code.
         */
        post: operations["renewLeagueCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seasons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every season, newest first, with its champion (the roll of honour) */
        get: operations["listSeasons"];
        put?: never;
        /** Close the current season (archived with its tables) and start the next */
        post: operations["closeSeason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seasons/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A season's table, top players and terms (live numbers for the current season) */
        get: operations["getSeason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seasons/{id}/teams/{place}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A closed season's team at a place of its final table, with its final squad as kept at the close */
        get: operations["getSeasonTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's past seasons (team name, points, rank and how many teams there were) */
        get: operations["getUserHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's totals in every season it has stats in, the current one included */
        get: operations["getPlayerHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phases/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current season's terms in order, each with its leader */
        get: operations["listPhases"];
        put?: never;
        /** Add a term (prize period) to the current season */
        post: operations["createPhase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phases/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a term of the current season */
        put: operations["updatePhase"];
        post?: never;
        /** Delete a term of the current season */
        delete: operations["deletePhase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phases/{id}/table/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A term's table (the sum of weekly points over its gameweeks), whole or one page */
        get: operations["getPhaseTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            detail: string;
            errors?: {
                [key: string]: string[];
            };
        };
        Detail: {
            detail: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
        };
        Credentials: {
            email: string;
            password: string;
        };
        TokenPair: {
            access: string;
            refresh: string;
        };
        RefreshRequest: {
            refresh: string;
        };
        AccessToken: {
            access: string;
        };
        NotificationPrefs: {
            /** @description An email before each gameweek deadline. */
            deadline_reminder: boolean;
            /** @description An email with the team's points when a gameweek is published. */
            gameweek_results: boolean;
            /**
             * @description Emails when a fixture of these sides is postponed, cancelled or moved.
             * @enum {string}
             */
            fixture_changes: "none" | "men" | "women" | "all";
        };
        NotificationPrefsUpdate: {
            deadline_reminder?: boolean;
            gameweek_results?: boolean;
            /** @enum {string} */
            fixture_changes?: "none" | "men" | "women" | "all";
        };
        Unsubscribed: {
            detail: string;
            /** @enum {string} */
            kind: "deadline_reminder" | "gameweek_results" | "fixture_changes";
        };
        PasswordChange: {
            current_password: string;
            new_password: string;
        };
        PasswordChanged: {
            detail: string;
            access: string;
            refresh: string;
        };
        AccountDeletion: {
            password: string;
        };
        RegisteredUser: {
            id: number;
            email: string;
        };
        User: {
            id: number;
            email: string;
            is_staff: boolean;
            /** @description The player this user is linked to (null unless linked). */
            player_id: number | null;
        };
        PasswordResetRequest: {
            email: string;
        };
        PasswordReset: {
            uid: string;
            token: string;
            new_password: string;
        };
        /** @enum {string} */
        Position: "Goalkeeper" | "Defender" | "Midfielder" | "Attacker";
        PlayerSummary: {
            id: number;
            name: string;
            position: components["schemas"]["Position"];
            /** @description The club side the player plays for. */
            team: string;
            /** @description Millions of pounds */
            price: number;
            goals: number;
            assists: number;
            clean_sheets: number;
            games_played: number;
            points: number;
            yellow_cards: number;
            red_cards: number;
            /** @description A retired player stays in history but cannot be picked. */
            retired: boolean;
            /** @description Average points per gameweek over the last 4 gameweeks that exist (one decimal, half up; 0 when none). */
            form: number;
            /** @description Share of the current teams holding the player, in percent (one decimal, half up). */
            selected_by_percent: number;
            availability: components["schemas"]["Availability"];
        };
        /** @enum {string} */
        AvailabilityStatus: "available" | "doubtful" | "injured" | "suspended" | "unavailable";
        /** @description Whether the player can play. Once the club date is past `until` it reads available. */
        Availability: {
            status: components["schemas"]["AvailabilityStatus"];
            note: string;
            /**
             * Format: date
             * @description The last club date of the status (null when open-ended).
             */
            until: string | null;
        };
        AvailabilityUpdate: {
            status: components["schemas"]["AvailabilityStatus"];
            /** @description At most 100 characters once trimmed. */
            note?: string;
            /** @description A club date (YYYY-MM-DD) */
            until?: string | null;
        };
        Player: components["schemas"]["PlayerSummary"] & {
            /** @description The user linked to this player (null when none). */
            user_id: number | null;
            game_stats: components["schemas"]["PlayerMatchStat"][];
        };
        PlayerMatchStat: {
            id: number;
            match: components["schemas"]["MatchRef"];
            goals: number;
            assists: number;
            yellow_cards: number;
            red_cards: number;
            clean_sheets: number;
            points: number;
            MOTM: number;
            Pen_Saves: number;
        };
        MatchRef: {
            id: number;
            team1: string;
            team2: string;
            /** Format: date-time */
            date: string;
            game_week: components["schemas"]["GameWeekRef"];
        };
        NewPlayer: {
            name: string;
            position: string;
            team: string;
            price: number;
        };
        PlayerUpdate: {
            name: string;
            team: string;
            price: number;
            /** @description Only while the player has no stats and is in no team. */
            position?: string;
            /** @description Links a user to the player (one player per user); null unlinks; absent keeps the link. */
            user_id?: number | null;
        };
        LeagueRow: {
            id: number;
            name: string;
            total_points: number;
            rank: number;
            /** @description The team's points in the latest gameweek (0 without a snapshot then). */
            week_points: number;
            /** @description The team's rank before the latest gameweek's points; null when there was no earlier gameweek. */
            last_rank: number | null;
        };
        MyTeam: {
            id: number;
            name: string;
            total_points: number;
            /** @description The team's place in the league table, as GET /api/teams/ ranks it (ties share a rank). */
            rank: number;
            /** @description Teams in the league table. */
            team_count: number;
            /** @example 4-4-2 */
            formation: string;
            /** @description The price now of the 11 and the bench, in millions. */
            cost: number;
            /** @description 100.0 less the price now of the 11 and the bench. */
            budget_remaining: number;
            players: components["schemas"]["PlayerSummary"][];
            /** @description The substitutes in bench order ([] when none). */
            bench: components["schemas"]["PlayerSummary"][];
            /** @description The captain's player id (counts twice). */
            captain: number | null;
            /** @description Counts twice when the captain has no stat row that week. */
            vice_captain: number | null;
            /** @description The bank of free transfers the next snapshot starts from, before the pending changes use it; null under unlimited rules. */
            free_transfers: number | null;
            /** @description Players of the team's last snapshot's squad (the 11 and the bench) not in the squad now; 0 before a first snapshot. */
            transfers_pending: number;
            /** @description What the pending transfers would cost at the next deadline, by its rules (0 under a wildcard or a free hit). */
            transfer_cost_pending: number;
            /**
             * @description The chip played for the next deadline's week (one of Chip), or null.
             * @enum {string|null}
             */
            chip: "wildcard" | "free_hit" | "bench_boost" | "triple_captain" | null;
            /** @description Every chip, and whether it can be played for the next deadline's week. */
            chips: components["schemas"]["ChipAvailability"][];
        };
        /**
         * @description wildcard: that week's transfers cost nothing; free_hit: that week is played with the squad saved for it, then the team is its squad before again; bench_boost: the bench counts too, no automatic substitutions; triple_captain: the one who would count twice counts three times.
         * @enum {string}
         */
        Chip: "wildcard" | "free_hit" | "bench_boost" | "triple_captain";
        ChipAvailability: {
            chip: components["schemas"]["Chip"];
            /** @description It can be played for the next deadline's week: chips are on, none is played that week, and this one is not used in the week's term (weeks outside every term count as one more period). */
            available: boolean;
        };
        ChipChoice: {
            /** @description One of wildcard, free_hit, bench_boost, triple_captain. */
            chip: string;
        };
        NewTeam: {
            /** @description 1-50 characters after trimming. */
            name: string;
            players: number[];
            bench?: components["schemas"]["BenchChoice"];
            captain?: components["schemas"]["CaptainChoice"];
            vice_captain?: components["schemas"]["CaptainChoice"];
        };
        /** @description 0-4 distinct player ids, in bench order, none of them among the 11. Left out on a transfer, the bench stays, less any player now among the 11. */
        BenchChoice: number[];
        /** @description One of the 11 players' ids, or null for none. Left out on a transfer, the current one stays while still in the squad. */
        CaptainChoice: number | null;
        TeamUpdate: {
            players: number[];
            /** @description Accepted and ignored; the server derives the formation from the players. */
            formation?: string;
            bench?: components["schemas"]["BenchChoice"];
            captain?: components["schemas"]["CaptainChoice"];
            vice_captain?: components["schemas"]["CaptainChoice"];
        };
        GameWeekRef: {
            id: number;
            week: number;
        };
        GameWeek: {
            id: number;
            week: number;
            /**
             * Format: date
             * @description The Monday.
             */
            start_date: string;
            /**
             * Format: date
             * @description The Sunday.
             */
            end_date: string;
            /**
             * Format: date-time
             * @description When staff published its results (null until then).
             */
            published_at: string | null;
        };
        PublishedGameWeek: {
            id: number;
            week: number;
            /** Format: date-time */
            published_at: string;
        };
        SnapshotPlayer: components["schemas"]["PlayerSummary"] & {
            /** @description The player's own points that gameweek. */
            game_week_points: number;
            /**
             * @description 2 for the one counted twice (captain, or vice-captain standing in), 3 under a triple captain; 0 for a starter replaced by an automatic substitution and a bench player who did not come on (1 under a bench boost); else 1.
             * @enum {integer}
             */
            multiplier: 0 | 1 | 2 | 3;
        };
        TeamSnapshot: {
            id: number;
            team: {
                id: number;
                name: string;
            };
            game_week: components["schemas"]["GameWeekRef"];
            players: components["schemas"]["SnapshotPlayer"][];
            /** @description The bench at the deadline, in order. */
            bench: components["schemas"]["SnapshotPlayer"][];
            /** @description The automatic substitutions, in the order made. */
            automatic_subs: components["schemas"]["AutomaticSub"][];
            /** @description The sum of each player's points times its multiplier, over the 11 and the bench, less transfer_cost. */
            weekly_points: number;
            /** @description The captain at the gameweek's deadline. */
            captain: number | null;
            /** @description The vice-captain at the gameweek's deadline. */
            vice_captain: number | null;
            /** @description Players of the team's previous snapshot's squad (the 11 and the bench) not in this one's; 0 for a first snapshot. */
            transfers: number;
            /** @description Points taken that gameweek for transfers beyond the free ones. */
            transfer_cost: number;
            /** @description The bank of free transfers before this snapshot; null under unlimited rules and for a team's first snapshot under limits. */
            free_transfers: number | null;
            /**
             * @description The chip played that gameweek (one of Chip), or null.
             * @enum {string|null}
             */
            chip: "wildcard" | "free_hit" | "bench_boost" | "triple_captain" | null;
        };
        Rules: {
            /** @description Free transfers gained each gameweek, or null for unlimited transfers at no cost (the spec's game, the default). */
            free_transfers: number | null;
            /** @description The most free transfers a team can bank (default 5). */
            max_banked: number;
            /** @description Points taken for each transfer beyond the free ones (default 4). */
            transfer_cost: number;
            /** @description Whether the chips can be played (default true). */
            chips: boolean;
        };
        AutomaticSub: {
            /** @description The starter who did not play. */
            out: number;
            /** @description The bench player who came on. */
            in: number;
        };
        Deadline: {
            /**
             * Format: date-time
             * @description The game clock's now
             */
            now: string;
            /**
             * Format: date-time
             * @description The next Monday 00:00 in the club zone, ISO 8601 with offset.
             */
            next_deadline: string;
            /** @example Europe/London */
            time_zone: string;
        };
        GameWeekSummary: {
            game_week: components["schemas"]["GameWeek"];
            /** @description Average weekly points over the week's snapshots (one decimal; 0 with none). */
            average_points: number;
            highest_points: number;
            highest_team: {
                id: number;
                name: string;
            } | null;
            player_of_the_week: {
                player: components["schemas"]["PlayerSummary"];
                points: number;
            } | null;
            team_of_the_week: {
                /** @example 4-4-2 */
                formation: string;
                players: components["schemas"]["WeekPlayer"][];
                total_points: number;
            };
            most_captained: {
                player: components["schemas"]["PlayerSummary"];
                /** @description How many of the week's snapshots have this captain. */
                teams: number;
            } | null;
            player_of_the_week_by_side: {
                men: components["schemas"]["PlayerOfTheWeek"];
                women: components["schemas"]["PlayerOfTheWeek"];
            };
        };
        PlayerOfTheWeek: {
            player: components["schemas"]["PlayerSummary"];
            points: number;
        } | null;
        WeekPlayer: components["schemas"]["PlayerSummary"] & {
            game_week_points: number;
        };
        PlayerGameStat: {
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
        Match: {
            id: number;
            team1: string;
            team2: string;
            team1_score: number;
            team2_score: number;
            /** Format: date-time */
            date: string;
            game_week: components["schemas"]["GameWeekRef"];
            /** @description The fixture this match is the result of. */
            fixture_id: number | null;
            players_stats: components["schemas"]["PlayerGameStat"][];
        };
        NewMatch: {
            team1: string;
            team2: string;
            team1_score: number;
            team2_score: number;
            /** @description ISO 8601 date or date-time; without a zone it is club time. */
            date: string;
            /** @description The fixture this match is the result of. */
            fixture_id?: number | null;
            players_stats: components["schemas"]["NewPlayerStat"][];
        };
        NewPlayerStat: {
            player: number;
            /** @default 0 */
            goals: number;
            /** @default 0 */
            assists: number;
            /** @default 0 */
            yellow_cards: number;
            /** @default 0 */
            red_cards: number;
            /** @default 0 */
            clean_sheets: number;
            /** @description Accepted and ignored; the server computes points. */
            points?: number;
            /** @default 0 */
            MOTM: number;
            /** @default 0 */
            Pen_Saves: number;
        };
        Result: {
            id: number;
            team1: string;
            team2: string;
            team1_score: number;
            team2_score: number;
            /** Format: date-time */
            date: string;
        };
        /** @enum {string} */
        Side: "men" | "women";
        /** @enum {string} */
        FixtureStatus: "scheduled" | "postponed" | "cancelled";
        Fixture: {
            id: number;
            team1: string;
            team2: string;
            location: string;
            /**
             * Format: date
             * @example 2026-11-28
             */
            date: string;
            /** @example 14:00:00 */
            time: string;
            side: components["schemas"]["Side"];
            status: components["schemas"]["FixtureStatus"];
            /** @description Why it was postponed or cancelled, as staff gave it ('' for none). */
            status_note: string;
            /** @description The recorded match that is this fixture's result. */
            result_id: number | null;
        };
        NewFixture: {
            team1: string;
            team2: string;
            location: string;
            /** @description YYYY-MM-DD */
            date: string;
            /** @description HH:MM or HH:MM:SS */
            time: string;
            status?: components["schemas"]["FixtureStatus"];
        };
        /** @description Any of the fixture's fields; those left out stay as they are. */
        FixtureUpdate: {
            team1?: string;
            team2?: string;
            location?: string;
            /** @description YYYY-MM-DD */
            date?: string;
            /** @description HH:MM or HH:MM:SS */
            time?: string;
            status?: components["schemas"]["FixtureStatus"];
            /** @description Why the status changed (at most 100 characters after trimming; '' for none). A change of status without it clears the note. */
            status_note?: string;
        };
        FixtureImport: {
            side: components["schemas"]["Side"];
            csv: string;
        };
        FixtureImportReport: {
            imported: number;
            already_present: number;
            rejected: {
                line: number;
                reason: string;
            }[];
        };
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description Who made the change (null for the command line). */
            by: {
                id: number;
                email: string;
            } | null;
            /** @enum {string} */
            action: "create" | "update" | "delete";
            /** @enum {string} */
            entity: "match" | "player" | "fixture" | "season" | "rules";
            entity_id: number;
            /** @description The stored record before (null for a create). */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The stored record after (null for a delete). */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description A staff member linked to a player changed a row of that player (their own stats or record). */
            self_edit: boolean;
        };
        NewLeague: {
            /** @description 1-50 characters after trimming. */
            name: string;
            /** @description The first gameweek number that counts in the table, 1 when left out (classic leagues only; 400 for an h2h league, even 1). */
            start_week?: number;
            kind?: components["schemas"]["LeagueKind"];
            /**
             * Format: date
             * @description h2h leagues only (400 for a classic one): a Monday, the next deadline's date or later; default the next deadline's date. The rounds are the gameweeks whose Monday is this date or later.
             */
            starts_on?: string;
        };
        /**
         * @description classic: a table of points from start_week on; h2h: members frozen at the start meet in a round-robin, 3 for a win, 1 for a draw.
         * @default classic
         * @enum {string}
         */
        LeagueKind: "classic" | "h2h";
        JoinLeague: {
            /** @description The league's code; spaces and case are ignored. */
            code: string;
        };
        League: {
            id: number;
            name: string;
            /** @description 8 characters; shown to members only. */
            code: string;
            owner_id: number;
            kind: components["schemas"]["LeagueKind"];
            /**
             * Format: date
             * @description An h2h league's first round's Monday (or the deadline's date it starts at); null for a classic league.
             */
            starts_on: string | null;
            /** @description The first gameweek that counts, as numbered now. Set as a number, it is held by that week's Monday: a match recorded in an earlier week renumbers it but never moves it. For an h2h league, the number its starts_on week has or will have. */
            start_week: number;
        };
        MyLeague: components["schemas"]["League"] & {
            /** @description The caller's rank in the league's table. */
            rank: number;
            /** @description The caller's points in the league. */
            points: number;
            members: number;
        };
        LeagueStanding: {
            rank: number;
            /** @description The member's user id. */
            member_id: number;
            /** @description The member's team, or null for a member without one (0 points). */
            team: {
                id: number;
                name: string;
            } | null;
            /** @description Sum of the team's weekly points from start_week on. */
            points: number;
            /** @description The team's points in the latest gameweek when it is one of the league's (else 0). */
            week_points: number;
            /** @description The rank before the latest gameweek's points; null when the league had no earlier gameweek. */
            last_rank: number | null;
        };
        LeagueTable: components["schemas"]["League"] & {
            /** @description LeagueStanding rows for a classic league, H2hStanding rows for an h2h league. */
            standings: (components["schemas"]["LeagueStanding"] | components["schemas"]["H2hStanding"])[];
        };
        H2hStanding: {
            /** @description By points, then score; equal both share a rank (1, 2, 2, 4). */
            rank: number;
            /** @description The member's user id (of an account since deleted: see account_deleted). */
            member_id: number;
            /** @description The member deleted their account after the league's start: they keep their place in the round-robin (members are fixed from the start), with no team, so 0 points each round. */
            account_deleted: boolean;
            /** @description The member's team, or null (0 points each round). */
            team: {
                id: number;
                name: string;
            } | null;
            played: number;
            won: number;
            drawn: number;
            lost: number;
            /** @description 3 a win */
            points: number;
            /** @description The sum of the member's weekly points in its rounds. */
            score: number;
        };
        H2hSide: {
            member_id: number;
            /** @description The member deleted their account after the league's start (no team). */
            account_deleted: boolean;
            /** @description The member's team, or null (0 points each round). */
            team: {
                id: number;
                name: string;
            } | null;
            /** @description The member's weekly points that round (0 without a snapshot). */
            points: number;
        };
        H2hAverage: {
            /** @enum {boolean} */
            average: true;
            /** @description The mean weekly points of all the members that round, rounded to the nearest integer. */
            points: number;
        };
        H2hMatch: {
            home: components["schemas"]["H2hSide"];
            away: components["schemas"]["H2hSide"] | components["schemas"]["H2hAverage"];
        };
        PlayerRef: {
            id: number;
            /** @description The name as it was when the season closed. */
            name: string;
            team: string;
        };
        SeasonSummary: {
            id: number;
            /** @example 2026/27 */
            name: string;
            /** @enum {string} */
            status: "current" | "archived";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            ended_at: string | null;
            /** @description The top of the final table (null for the current season). */
            champion: {
                team_name: string;
                points: number;
            } | null;
            /** @description Second in the final table (null for the current season or with one team). */
            runner_up: {
                team_name: string;
                points: number;
            } | null;
            /** @description The season's top scorer (null for the current season or when nobody scored). */
            top_scorer: {
                player: components["schemas"]["PlayerRef"];
                goals: number;
            } | null;
        };
        SeasonDetail: {
            id: number;
            name: string;
            /** @enum {string} */
            status: "current" | "archived";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            ended_at: string | null;
            /** @description How many teams the table has. */
            team_count: number;
            standings: {
                /** @description The row's place in the table (1, 2, 3, ...); a closed season's team is at GET /api/seasons/{id}/teams/{place}/. */
                place: number;
                rank: number;
                team_name: string;
                points: number;
                /** @description The team's id while the season is current (its snapshots at /team/{id}); null once the season is closed. */
                team_id: number | null;
            }[];
            top_scorers: {
                player: components["schemas"]["PlayerRef"];
                goals: number;
            }[];
            top_points: {
                player: components["schemas"]["PlayerRef"];
                points: number;
            }[];
            phases: {
                name: string;
                first_week: number;
                last_week: number;
                /** @description The term's winner (its leader while the season is current; null before any of its weeks is played). */
                winner: {
                    team_name: string;
                    points: number;
                } | null;
            }[];
            /** @description The season's Last Man Standing competitions, oldest first, each with its winner (null while none is left alone). */
            lms: {
                name: string;
                winner: {
                    team_name: string;
                } | null;
            }[];
        };
        SeasonTeam: {
            season: {
                id: number;
                name: string;
            };
            place: number;
            rank: number;
            team_name: string;
            /** @description The team's points in the season. */
            points: number;
            /** @description False for a season closed before squads were kept at the close (then players and bench are empty). */
            kept: boolean;
            /** @description The 11 at the close, goalkeeper first, then defenders, midfielders and attackers. */
            players: components["schemas"]["SeasonTeamPlayer"][];
            /** @description The bench at the close, in bench order. */
            bench: components["schemas"]["SeasonTeamPlayer"][];
        };
        SeasonTeamPlayer: {
            /** @description The player's id (null once the player is deleted). */
            id: number | null;
            /** @description The name as it was when the season closed. */
            name: string;
            position: components["schemas"]["Position"];
            /** @description The side the player played for. */
            team: string;
            /** @description The player's points in the season. */
            points: number;
            captain: boolean;
            vice_captain: boolean;
        };
        NewSeason: {
            /** @description The new season's name */
            name: string;
            /** @description The current season's name */
            confirm: string;
        };
        SeasonRef: {
            id: number;
            name: string;
        };
        UserSeason: {
            season: components["schemas"]["SeasonRef"];
            team_name: string;
            points: number;
            rank: number;
            /** @description The team's place in the season's final table: its kept squad is at GET /api/seasons/{id}/teams/{place}/. */
            place: number;
            /** @description How many teams that season had. */
            teams: number;
        };
        PlayerSeason: {
            season: components["schemas"]["SeasonRef"];
            goals: number;
            assists: number;
            clean_sheets: number;
            games_played: number;
            points: number;
        };
        Phase: {
            id: number;
            name: string;
            /** @description The first gameweek number of the term (in today's numbering). */
            first_week: number;
            last_week: number;
            /** @description The top of the term's table (null before any of its weeks is played or with no teams). */
            leader: {
                team: components["schemas"]["TeamRef"];
                points: number;
            } | null;
        };
        TeamRef: {
            id: number;
            name: string;
        };
        NewLmsCompetition: {
            /** @description 1-30 characters after trimming. */
            name: string;
            /** @description The first gameweek played; held by its Monday, as a mini-league's start week is. */
            first_week: number;
        };
        LmsCompetition: {
            id: number;
            name: string;
            first_week: number;
            /** @enum {string} */
            status: "running" | "finished";
            /** @description The teams still in (the entrants before first_week is played: none). */
            survivors: number;
            /** @description The one team left (null while more than one is in). */
            winner: {
                id: number;
                name: string;
            } | null;
        };
        LmsCompetitionDetail: components["schemas"]["LmsCompetition"] & {
            /** @description The gameweeks from first_week on, in order, until a winner is left. */
            rounds: {
                week: number;
                /** @description The teams that went out that week (the fewest weekly points; all of them when tied; none when that would leave no one). */
                out: {
                    team: components["schemas"]["TeamRef"];
                    points: number;
                }[];
                /** @description The teams still in after that week. */
                survivors: number;
            }[];
            /** @description Every entrant, those still in first, then by the week they went out (latest first), then by name. */
            standing: {
                team: components["schemas"]["TeamRef"];
                out_in_week: number | null;
            }[];
        };
        NewPhase: {
            /** @description 1-30 characters after trimming. */
            name: string;
            first_week: number;
            /** @description At least first_week. */
            last_week: number;
        };
        PhaseTable: {
            phase: components["schemas"]["Phase"];
            standings: {
                rank: number;
                team: components["schemas"]["TeamRef"];
                points: number;
            }[];
        };
    };
    responses: {
        /** @description Invalid input; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or a bad or expired token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in but not allowed (staff only). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with what is stored. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limited; see the Retry-After header. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database does not answer. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        Id: number;
        TeamId: number;
        /** @description Only the players of this side (a `team` that names "Women", case ignored, is the women's side). */
        PlayerSide: "men" | "women";
        /** @description Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
        Upcoming: boolean;
        /** @description At most this many rows (a page of a long table). Without it, every row from `offset`. */
        Limit: number;
        /** @description Rows to skip from the top (default 0). Ranks stay those of the whole table. */
        Offset: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and the database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getDeadline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deadline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deadline"];
                };
            };
        };
    };
    getRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rules"];
                };
            };
        };
    };
    updateRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Rules"];
            };
        };
        responses: {
            /** @description The rules from the next deadline on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obtainToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description A pair of tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description The account was made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeletion"];
            };
        };
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getNotificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefs"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateNotificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPrefsUpdate"];
            };
        };
        responses: {
            /** @description The caller's choices now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPrefs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description That kind of email is off for that user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPlayers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Players, by position then name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"][];
                };
            };
        };
    };
    createPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPlayer"];
            };
        };
        responses: {
            /** @description The player was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deletePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted or retired. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerUpdate"];
            };
        };
        responses: {
            /** @description The player as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setPlayerAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityUpdate"];
            };
        };
        responses: {
            /** @description The player as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPlayerGoals: {
        parameters: {
            query?: {
                /** @description Only the players of this side (a `team` that names "Women", case ignored, is the women's side). */
                side?: components["parameters"]["PlayerSide"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Players. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listPlayerPoints: {
        parameters: {
            query?: {
                /** @description Only the players of this side (a `team` that names "Women", case ignored, is the women's side). */
                side?: components["parameters"]["PlayerSide"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Players. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listPlayerGameStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stat rows, newest match first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerGameStat"][];
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description At most this many rows (a page of a long table). Without it, every row from `offset`. */
                limit?: number;
                /** @description Rows to skip from the top (default 0). Ranks stay those of the whole table. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Teams, highest total first; ties share a rank and are ordered by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getMyTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamUpdate"];
            };
        };
        responses: {
            /** @description The team after the transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewTeam"];
            };
        };
        responses: {
            /** @description The team was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    playChip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChipChoice"];
            };
        };
        responses: {
            /** @description The team, with the chip played. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    takeBackChip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Taken back. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getMostRecentSnapshot: {
        parameters: {
            query: {
                team_id: components["parameters"]["TeamId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSnapshot"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listTeamSnapshots: {
        parameters: {
            query: {
                team_id: components["parameters"]["TeamId"];
                game_week_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 0 or 1 snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSnapshot"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listGameWeeks: {
        parameters: {
            query?: {
                week?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gameweeks in order (0 or 1 when `week` is given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWeek"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getGameWeekSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameWeekSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    publishGameWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gameweek, published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedGameWeek"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"][];
                };
            };
        };
    };
    createMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMatch"];
            };
        };
        responses: {
            /** @description The match with its stat rows and their computed points. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMatch"];
            };
        };
        responses: {
            /** @description The match with its stat rows and their computed points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listResults: {
        parameters: {
            query?: {
                /** @description Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
                upcoming?: components["parameters"]["Upcoming"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listMensFixtures: {
        parameters: {
            query?: {
                /** @description Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
                upcoming?: components["parameters"]["Upcoming"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fixtures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createMensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFixture"];
            };
        };
        responses: {
            /** @description The fixture. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getFixturesCalendar: {
        parameters: {
            query?: {
                /** @description men, women or all (the default). */
                side?: "men" | "women" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One VEVENT per fixture, in the club's time zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    updateMensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixtureUpdate"];
            };
        };
        responses: {
            /** @description The fixture as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteMensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listWomensFixtures: {
        parameters: {
            query?: {
                /** @description Only fixtures dated today or later (club time zone). Accepted and ignored on results. */
                upcoming?: components["parameters"]["Upcoming"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fixtures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createWomensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFixture"];
            };
        };
        responses: {
            /** @description The fixture. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateWomensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixtureUpdate"];
            };
        };
        responses: {
            /** @description The fixture as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixture"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteWomensFixture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    importFixtures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixtureImport"];
            };
        };
        responses: {
            /** @description What was imported, what was already there, and each rejected line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FixtureImportReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                entity?: "match" | "player" | "fixture" | "season" | "rules";
                entity_id?: number;
                /** @description Only the changes a staff member made to rows of the player linked to them (true), or only the others (false). */
                self_edit?: boolean;
                /** @description At most this many entries (default 200). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Audit entries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLmsCompetitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The competitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LmsCompetition"][];
                };
            };
        };
    };
    createLmsCompetition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLmsCompetition"];
            };
        };
        responses: {
            /** @description The competition. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LmsCompetition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLmsCompetition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The competition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LmsCompetitionDetail"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    deleteLmsCompetition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMyLeagues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leagues the caller is in, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyLeague"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createLeague: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLeague"];
            };
        };
        responses: {
            /** @description The league, with its join code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["League"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    joinLeague: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinLeague"];
            };
        };
        responses: {
            /** @description The league joined (joining twice changes nothing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["League"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The owner removed the caller from this league; the code works for them again once the owner gives the league a new code. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The league with its standings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueTable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLeagueMatches: {
        parameters: {
            query?: {
                /** @description A gameweek number; left out, the league's latest round ([] before its first). */
                week?: number;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round's matches ([] for a week that is not one of the league's rounds). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["H2hMatch"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveLeague: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeLeagueMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. Their joins with the league's code are refused until it has a new code. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    renewLeagueCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The league with its new code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["League"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSeasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Seasons, the current one first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonSummary"][];
                };
            };
        };
    };
    closeSeason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSeason"];
            };
        };
        responses: {
            /** @description The new current season. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSeason: {
        parameters: {
            query?: {
                /** @description At most this many rows (a page of a long table). Without it, every row from `offset`. */
                limit?: components["parameters"]["Limit"];
                /** @description Rows to skip from the top (default 0). Ranks stay those of the whole table. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The season. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSeasonTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description The team's place in the season's final table (`place` of its standings row). */
                place: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team and its final squad. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonTeam"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Past seasons, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSeason"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPlayerHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A row per season, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerSeason"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listPhases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Terms by first week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phase"][];
                };
            };
        };
    };
    createPhase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPhase"];
            };
        };
        responses: {
            /** @description The term. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePhase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPhase"];
            };
        };
        responses: {
            /** @description The term as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePhase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPhaseTable: {
        parameters: {
            query?: {
                /** @description At most this many rows (a page of a long table). Without it, every row from `offset`. */
                limit?: components["parameters"]["Limit"];
                /** @description Rows to skip from the top (default 0). Ranks stay those of the whole table. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term and its standings, ranked as the main table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhaseTable"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}
