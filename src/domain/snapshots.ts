// The snapshot rule (docs/rules.md §6): a team's snapshot for a gameweek is the squad it had at
// that week's deadline, with the captaincy in force then. The server's season model applies these
// to every team and week; they take plain numbers (instants in milliseconds) so that the model
// can keep its histories as flat arrays.

/** A membership row covers an instant when the player had joined by then (at or before it) and
 *  had not yet left (`left` is Infinity while the player is still in the team). */
export function stayCovers(joined: number, left: number, at: number): boolean {
  return joined <= at && at < left;
}

/** Of captaincy choices in the order they were made, the one in force at `at`: the latest made at
 *  or before it. `setAt` holds each choice's time every `stride` numbers; answers the index in
 *  `setAt` of the choice in force, or -1 when none was made by then. The captain and vice of that
 *  choice count only while in the squad at `at`. */
export function choiceInForce(setAt: ArrayLike<number>, at: number, stride = 1): number {
  for (let k = setAt.length - stride; k >= 0; k -= stride) if (setAt[k] <= at) return k;
  return -1;
}

/** A team has a snapshot for a week when its squad at the deadline is not empty (a team made
 *  after a deadline has none for that week). */
export function hasSnapshot(squadSize: number): boolean {
  return squadSize > 0;
}
