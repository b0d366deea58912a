/**
 * The release registry's truth (docs/design.md#registry): each remote's registry entry (current, `previous`,
 * `canary`) and its release history, in the `registry_remotes` table. Releases, promotions and rollbacks change
 * it through updateRegistryState, one at a time across every web server on the database, and each change queues
 * its render job in the same transaction. The renderer's coordinator, preview, pinning, the health check and the
 * client-error summary read it here.
 */
import { sql } from 'drizzle-orm';
import type { Registry, RemoteVersion } from '@site/contracts/types';
import type { Database } from '../db/client.ts';
import { registry_remotes } from '../db/schema.ts';
import { enqueueRender } from '../ops/render-queue.ts';

/**
 * The registry and, per remote, the versions it was released at, oldest first (what rollback walks back to),
 * and the base paths it owns (claimed at its first release, changed since only by an admin); a remote taken
 * off the site keeps its history and its paths.
 */
export interface RegistryState {
  registry: Registry;
  history: Record<string, RemoteVersion[]>;
  owners: Record<string, string[]>;
}

// Any constant works: every instance takes the same transaction-scoped advisory lock before changing the registry.
const REGISTRY_LOCK_KEY = 7_310_452_025;

type Reader = Pick<Database, 'select'>;

async function readRows(db: Reader): Promise<RegistryState> {
  const rows = await db.select().from(registry_remotes).orderBy(registry_remotes.remote);
  const state: RegistryState = { registry: { schemaVersion: 1, remotes: {} }, history: {}, owners: {} };
  for (const row of rows) {
    if (row.entry) state.registry.remotes[row.remote] = row.entry;
    state.history[row.remote] = row.history;
    if (row.base_paths) state.owners[row.remote] = row.base_paths;
  }
  return state;
}

/** Reads the registry and the history. Returns an empty registry on a site with no release yet. */
export function readRegistryState(db: Database): Promise<RegistryState> {
  return readRows(db);
}

/** The reason of the render job a registry change queues. */
const REGISTRY_RENDER_REASON = 'registry changed (release or rollback)';

/**
 * Changes the registry: takes the registry lock (so releases on several servers take turns), reads the state,
 * lets `change` edit it in place (add, replace or delete remotes, their history and the paths they own), and
 * stores the remotes it changed, all in one transaction. A remote deleted from the registry keeps its row, with
 * no entry, for its history and its paths. When anything changed, a render job (REGISTRY_RENDER_REASON) is
 * queued in the same transaction, so the change and the pass that brings the pages to it are stored together or
 * not at all, and a renderer that claims the job reads a registry at least as new (docs/design.md#registry).
 * Returns `change`'s result, the state as stored, and whether anything changed. When `change` throws, nothing is
 * stored, no job is queued, and the error is rethrown.
 */
export async function updateRegistryState<T>(
  db: Database,
  change: (state: RegistryState) => T | Promise<T>,
): Promise<{ result: T; state: RegistryState; changed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK_KEY})`);
    const state = await readRows(tx);
    const before = new Map(remoteNames(state).map((name) => [name, rowText(state, name)] as const));
    const result = await change(state);
    let changed = false;
    for (const name of remoteNames(state)) {
      if (before.get(name) === rowText(state, name)) continue;
      const row = {
        entry: state.registry.remotes[name] ?? null,
        history: state.history[name] ?? [],
        base_paths: state.owners[name] ?? null,
        updated_at: new Date(),
      };
      await tx
        .insert(registry_remotes)
        .values({ remote: name, ...row })
        .onConflictDoUpdate({ target: registry_remotes.remote, set: row });
      changed = true;
    }
    if (changed) await enqueueRender(tx, REGISTRY_RENDER_REASON);
    return { result, state, changed };
  });
}

/** Every remote the state knows: in the registry, or with a history or paths of its own. */
const remoteNames = (state: RegistryState) => [
  ...new Set([...Object.keys(state.registry.remotes), ...Object.keys(state.history), ...Object.keys(state.owners)]),
];

const rowText = (state: RegistryState, name: string) =>
  JSON.stringify([state.registry.remotes[name] ?? null, state.history[name] ?? [], state.owners[name] ?? null]);

/**
 * A reader of the registry for calls made many times a second, such as page views: it reads at most once per
 * `maxAgeMs` (default 2000), and every call in between, including those made while the read is under way, gets
 * that one read, so a burst costs one query and a release is seen within `maxAgeMs`. Resolves to null while
 * the database cannot be read; never rejects.
 */
export function cachedRegistryReader(db: Database, maxAgeMs = 2000): () => Promise<Registry | null> {
  let cached: { readAt: number; registry: Promise<Registry | null> } | undefined;
  return () => {
    // A monotonic clock: a wall clock set back would keep an old registry for as long as it went back.
    const now = performance.now();
    if (!cached || now - cached.readAt >= maxAgeMs) {
      cached = {
        readAt: now,
        registry: readRows(db).then(
          (state) => state.registry,
          () => null,
        ),
      };
    }
    return cached.registry;
  };
}
