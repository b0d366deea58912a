import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Registry } from '@site/contracts/types';
import { reportRemoteFailure } from './client-errors.ts';
import { registryEntry, withEntry } from '@site/contracts/registry';

/**
 * Which remotes this page serves from their registry `previous` (last-known-good) version, and the switch
 * itself. One instance per page: the federation plugin uses it when a remote fails to load, the section
 * error element when a remote's page throws while rendering (docs/design.md#contracts).
 */
export class PreviousVersions {
  private readonly switched = new Set<string>();
  private readonly registry: Registry;
  private readonly federation: Pick<ModuleFederation, 'registerRemotes'>;
  private readonly onSwitch: (remote: string, failedVersion: string, error: unknown) => void;

  /** `onSwitch` is told once per switch, with the version that failed and why; by default ops are told. */
  constructor(
    registry: Registry,
    federation: Pick<ModuleFederation, 'registerRemotes'>,
    onSwitch: (remote: string, failedVersion: string, error: unknown) => void = reportRemoteFailure,
  ) {
    this.registry = registry;
    this.federation = federation;
    this.onSwitch = onSwitch;
  }

  /**
   * Registers `remote` again at its previous version, so its next module load fetches that version's
   * remoteEntry.js. Returns false, changing nothing, when there is no previous version or the page has
   * already switched (a previous version that fails too is final).
   */
  switchTo(remote: string, error: unknown): boolean {
    const current = registryEntry(this.registry, remote);
    if (!current?.previous || this.switched.has(remote)) return false;
    this.switched.add(remote);
    console.warn(`Remote ${remote} ${current.version} failed; using version ${current.previous.version}.`, error);
    this.onSwitch(remote, current.version, error);
    this.federation.registerRemotes([{ name: remote, entry: current.previous.entry }], { force: true });
    return true;
  }

  /** The registry as this page now uses it: each switched remote's entry, routes and menu are its previous version's. */
  applied(): Registry {
    let registry = this.registry;
    for (const name of this.switched) {
      const remote = registryEntry(registry, name)!;
      registry = withEntry(registry, name, { ...remote, ...remote.previous!, previous: undefined });
    }
    return registry;
  }
}

/**
 * The runtime plugin that recovers a remote that fails to load: a 404 or network error for its
 * remoteEntry.js or a chunk (after the retry plugin has given up), or a throw while its module evaluates.
 * `errorLoadRemote` at the `onLoad` lifecycle switches the remote to its previous version and answers the
 * request with that version's module; with no previous version the original error stands.
 */
export function previousVersionPlugin(versions: PreviousVersions): ModuleFederationRuntimePlugin {
  return {
    name: 'previous-version-fallback',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Other lifecycles ask for other answers (request arguments, shared modules); only onLoad takes a module.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0]!;
      if (!versions.switchTo(remote, error)) return undefined;
      return origin.loadRemote(id);
    },
  };
}
