-- A snapshot's squad is read from the membership history (which is only appended to), so
-- the copy of every squad at every deadline goes: a new gameweek then writes a row per team
-- rather than one per team and player.
DROP TABLE "snapshot_players" CASCADE;