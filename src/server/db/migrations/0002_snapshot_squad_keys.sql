-- A new gameweek writes a squad row per team and player (55,000 at 5,000 teams): the checks of
-- these two keys took half that time, and the snapshot key already covers both.
ALTER TABLE "snapshot_players" DROP CONSTRAINT "snapshot_players_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "snapshot_players" DROP CONSTRAINT "snapshot_players_game_week_id_game_weeks_id_fk";
