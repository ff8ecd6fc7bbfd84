import type { Db, Exec } from '../db';
import type { VersionFeed } from '../db/dataVersion';
import { findSignedInUser, raiseTokenVersion, type SignedInUser } from './auth.repository';

export type { SignedInUser } from './auth.repository';

export const USERS_CHANNEL = 'fantasy_xi_users';

/**
 * The users' token versions (and email and staff flag) kept in memory, so a signed-in call makes
 * no query. A user is read from the database the first time one of their tokens is shown, and
 * forgotten whenever they may have changed:
 * - by this process: `revoke` (inside the write's transaction) forgets the user at once, and
 *   `afterWrites` forgets them again once the write call is over, after its commit, so a read that
 *   raced with the write cannot leave the old version behind;
 * - by another process (PostgreSQL): the database announces every change of a user at commit (a
 *   trigger on `users`), heard on the same LISTEN connection as the data version.
 * A read from the database is kept only when nothing was forgotten while it ran. Without a feed on
 * PostgreSQL (or after losing it) every call asks the database, as before. The embedded database
 * has one process, so its own writes are all there is to hear.
 */
export class TokenVersions {
  private known = new Map<number, SignedInUser>();
  private loading = new Map<number, Promise<SignedInUser | null>>();
  private pending = new Set<number>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly db: Db,
    private readonly shared: boolean,
  ) {}

  /** Hears other processes' changes of users (PostgreSQL); the payload is the user's id. */
  async listen(feed: VersionFeed): Promise<void> {
    await feed.subscribe(
      (payload) => this.forget(Number(payload)),
      () => {
        this.listening = false;
        this.forgetAll();
      },
    );
    this.listening = true;
    this.forgetAll();
  }

  /** A number that changes whenever any user held here is forgotten (changed, removed, or a
   *  token revoked), or null when users are not kept (every check asks the database). */
  get stamp(): number | null {
    return this.keeping ? this.generation : null;
  }

  private get keeping(): boolean {
    return !this.shared || this.listening;
  }

  /** The user a token names when the token's version is their current one and its stamp their
   *  account's, else null. */
  async check(userId: number, version: number, stamp: string): Promise<SignedInUser | null> {
    let user = this.known.get(userId) ?? (await this.load(userId));
    // A token newer than what is known: the user changed in another process a moment ago.
    if (user && version > user.tokenVersion) {
      this.forget(userId);
      user = await this.load(userId);
    }
    return user && user.tokenVersion === version && user.accountStamp === stamp ? user : null;
  }

  private load(userId: number): Promise<SignedInUser | null> {
    const flight = this.loading.get(userId);
    if (flight) return flight;
    const generation = this.generation;
    const read: Promise<SignedInUser | null> = findSignedInUser(this.db, userId)
      .then((row) => {
        if (row && this.keeping && generation === this.generation) this.known.set(userId, row);
        return row;
      })
      .finally(() => {
        if (this.loading.get(userId) === read) this.loading.delete(userId);
      });
    this.loading.set(userId, read);
    return read;
  }

  /**
   * Raises a user's token version (inside the caller's transaction): every token issued before
   * stops working, in this process at once and in the others within the notification window.
   * Password changes, resets and account removal all go through here.
   */
  async revoke(tx: Exec, userId: number): Promise<void> {
    await raiseTokenVersion(tx, userId);
    this.pending.add(userId);
    this.forget(userId);
  }

  /** Call once a write call's transactions are over: forgets again the users it revoked. */
  afterWrites(): void {
    for (const id of this.pending) this.forget(id);
    this.pending.clear();
  }

  /** Forget one user (changed or removed): the next token of theirs is checked in the database. */
  forget(userId: number): void {
    this.generation++;
    this.known.delete(userId);
    this.loading.delete(userId);
  }

  forgetAll(): void {
    this.generation++;
    this.known.clear();
    this.loading.clear();
  }

  /** Users held in memory. */
  get size(): number {
    return this.known.size;
  }
}
