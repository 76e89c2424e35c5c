/** Opens a watch on one user's online topic; reports whether they are online; returns its close. */
export type OpenOnlineWatch = (userId: string, onChange: (isOnline: boolean) => void) => () => void;

/**
 * At most this many online topics are joined at once: a client on hosted Realtime may join about
 * 100 channels, and every join runs the topic's policy check, so the chat list watches only its
 * most recent rows (CHAT_LIST_WATCHED) and the rest stays well below the limit.
 */
export const MAX_WATCHED = 30;
/** A watch nobody needs is kept this long, so going from the list to a chat and back joins nothing again. */
export const LINGER_MS = 60_000;

interface Watch {
  users: number;
  close: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The session's watches on chat partners' online topics, shared by the screens that show them
 * and counted per screen. `publish` receives the set of watched users who are online whenever it
 * changes.
 */
export class OnlineWatcher {
  private readonly watches = new Map<string, Watch>();
  private readonly online = new Set<string>();

  constructor(
    private readonly open: OpenOnlineWatch,
    private readonly publish: (online: ReadonlySet<string>) => void,
    private readonly limit = MAX_WATCHED,
    private readonly lingerMs = LINGER_MS,
  ) {}

  /** Watches `userIds` (beyond the limit, the rest are not watched) until the returned release. */
  watch(userIds: readonly string[]): () => void {
    const taken: string[] = [];
    for (const id of new Set(userIds)) {
      let watch = this.watches.get(id);
      if (!watch) {
        if (!this.makeRoom()) break;
        watch = { users: 0, close: () => undefined, timer: undefined };
        this.watches.set(id, watch);
        watch.close = this.open(id, (isOnline) => this.set(id, isOnline));
      }
      clearTimeout(watch.timer);
      watch.timer = undefined;
      watch.users++;
      taken.push(id);
    }
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      for (const id of taken) this.release(id);
    };
  }

  /** Closes every watch (sign-out). */
  close() {
    for (const id of [...this.watches.keys()]) this.drop(id);
  }

  private release(id: string) {
    const watch = this.watches.get(id);
    if (!watch || --watch.users > 0) return;
    // Re-inserted, so the map lists unused watches least recently used first.
    this.watches.delete(id);
    this.watches.set(id, watch);
    watch.timer = setTimeout(() => this.drop(id), this.lingerMs);
  }

  /** A free slot, closing the longest-unused lingering watch if need be; false when all are in use. */
  private makeRoom(): boolean {
    if (this.watches.size < this.limit) return true;
    for (const [id, watch] of this.watches) {
      if (watch.users === 0) {
        this.drop(id);
        return true;
      }
    }
    return false;
  }

  private drop(id: string) {
    const watch = this.watches.get(id);
    if (!watch) return;
    clearTimeout(watch.timer);
    this.watches.delete(id);
    watch.close();
    this.set(id, false);
  }

  private set(id: string, isOnline: boolean) {
    if (isOnline && !this.watches.has(id)) return; // a late report from a closed watch
    if (isOnline === this.online.has(id)) return;
    if (isOnline) this.online.add(id);
    else this.online.delete(id);
    this.publish(new Set(this.online));
  }
}
