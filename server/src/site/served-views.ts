/**
 * Page views per released version, counted from the documents this server serves (docs/design.md#releases):
 * each stored page's document was rendered with known remote versions (the generation's manifest), so a
 * document served from a lane is a view of exactly those versions. No client says what it ran, so no client
 * can add views to a version it was not served. Counted in memory and added to `release_page_views` and to the
 * hour's row of `release_page_view_hours` in one write per version and hour every few seconds, so serving a page
 * never waits for the database.
 */
import { countPageView, createAddressWindow, type Database } from '@site/api/ops';

/** Milliseconds between two writes of the counts to the database. */
const VIEW_FLUSH_MS = 2000;

/**
 * Documents counted per client address (its /64 for IPv6) a minute: more than a reader opens, so one address
 * reloading a page cannot make a version's views on its own. Kept per server, for the addresses of the last
 * minute (at most TRACKED_ADDRESSES of them).
 */
const VIEWS_PER_ADDRESS = { max: 30, timeWindowMs: 60_000 };

/** Addresses remembered for the per-address limit; the least recent are forgotten first. */
const TRACKED_ADDRESSES = 50_000;

/** The view counter of one web server. */
export interface ServedViews {
  /**
   * Counts one served document of a page rendered with `remotes` (name → version) for the client at
   * `address`: one view of each version, unless the address is past VIEWS_PER_ADDRESS. Never waits or throws.
   */
  count(address: string, remotes: Record<string, string>): void;
  /** Writes the counts gathered so far to the database; a failed write keeps them for the next one. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** What createServedViews takes. */
export interface ServedViewsOptions {
  db: Database;
  /** Milliseconds between writes; default VIEW_FLUSH_MS. */
  flushMs?: number;
  /** Documents counted per address and window; default VIEWS_PER_ADDRESS. */
  perAddress?: { max: number; timeWindowMs: number };
  log: (line: string) => void;
}

/** Starts counting served documents per version (see the file's comment); call `close` at shutdown. */
export function createServedViews(options: ServedViewsOptions): ServedViews {
  const perAddress = options.perAddress ?? VIEWS_PER_ADDRESS;
  // Views not yet written, keyed `remote\0version\0hour` (the UTC hour they were served in, ms since the epoch):
  // a write that waits past the hour, or a database away for a while, still counts them in their own hour.
  let pending = new Map<string, number>();
  const byAddress = createAddressWindow({ ...perAddress, tracked: TRACKED_ADDRESSES });
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    const batch = pending;
    pending = new Map();
    const entries = [...batch];
    for (const [index, [key, views]] of entries.entries()) {
      const [remote = '', version = '', hour = '0'] = key.split('\0');
      try {
        await countPageView(options.db, remote, version, views, new Date(Number(hour)));
      } catch (error) {
        // Kept for the next write, this one and those not tried yet: a database that is away for a moment loses
        // no views.
        for (const [left, leftViews] of entries.slice(index)) pending.set(left, (pending.get(left) ?? 0) + leftViews);
        options.log(`page views not counted yet: ${(error as Error).message}`);
        return;
      }
    }
  };
  const flush = () => (writing = writing.then(write));

  const timer = setInterval(() => void flush(), options.flushMs ?? VIEW_FLUSH_MS);
  timer.unref();

  return {
    count(address, remotes) {
      const names = Object.entries(remotes);
      if (names.length === 0) return;
      if (!byAddress.take(address).allowed) return;
      const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
      for (const [remote, version] of names) {
        const entry = `${remote}\0${version}\0${hour}`;
        pending.set(entry, (pending.get(entry) ?? 0) + 1);
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
