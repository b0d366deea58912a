import type { Registry } from '@site/contracts/types';
import type { Database } from '../../src/db/client.ts';
import { updateRegistryState } from '../../src/releases/registry-state.ts';

/** Makes `registry` the site's registry in `db`, as releases would have left it (no history). */
export async function storeRegistry(db: Database, registry: Registry): Promise<void> {
  await updateRegistryState(db, (state) => {
    state.registry.remotes = structuredClone(registry.remotes);
  });
}
