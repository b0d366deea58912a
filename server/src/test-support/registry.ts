import type { Database } from '@site/api/ops';
import type { Registry } from '@site/contracts/types';
import { registryStore } from '../registry.ts';

/**
 * Makes `registry` the site's registry in `db`, as releases would have left it (no history), through the store
 * the web server uses, so the change queues its render job as a release does.
 */
export async function storeRegistry(db: Database, registry: Registry): Promise<void> {
  await registryStore(db).update((state) => {
    state.registry.remotes = structuredClone(registry.remotes);
  });
}
