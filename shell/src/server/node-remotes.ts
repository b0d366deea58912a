/**
 * The registry's remotes in Node, loaded by Module Federation's runtime as the browser loads them
 * (docs/decisions/0008-federation-node-runtime.md): the shell's Node build is a federation host whose share
 * scope holds its React, router, SWR, dayjs and `@site/shared`, and each remote's Node build is a standard
 * federation container (`dist/server/container.cjs`) that takes them from there. Only where an entry comes
 * from differs: the browser fetches remoteEntry.js, Node requires the version's container by file, which the
 * caller (the render sandbox) does and checks.
 */
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { Registry } from '@site/contracts/types';
import { registryEntries } from '@site/contracts/registry';
import { PreviousVersions, previousVersionPlugin } from '../federation/previous-version.ts';
import type { LoadRemoteModule } from '../federation/remote-modules.ts';

/** A remote's Node container as the caller loaded it, and where that version's browser files are served. */
interface LoadedContainer {
  /** The federation container (`init`, `get`), as `require` returned it. */
  container: unknown;
  /** The version's folder as served, e.g. `/remotes/about/1.0.0/`: the container's public path. */
  publicPath: string;
}

/**
 * Loads the Node container of remote `name` at the version whose browser entry is `entry` (the registry's
 * `entry` or its `previous.entry`); rejects when it cannot be loaded.
 */
type LoadContainer = (name: string, entry: string) => Promise<LoadedContainer>;

/**
 * Registers every remote of `registry` with the shell's federation instance and returns the loader of their
 * exposed modules (`load('about', 'routes')`). An entry is loaded by `loadContainer`, not fetched: the
 * runtime's `loadEntry` hook answers with it, and `beforeInitContainer` hands the container its public path
 * (scripts/src/webpack/node-runtime/public-path.ts). A remote whose module fails to load, after its entry
 * loaded too (a container built against another `@site/shared`, refused by `strictVersion`, or a module that
 * throws), is switched to the registry's `previous` version by the browser's own `errorLoadRemote` plugin
 * (docs/design.md#contracts, error boundaries 1), once per process. Call once per process: the instance and
 * the containers it initialised are the process's, as they are the page's in the browser. Throws when the
 * shell's Node build was not built as a federation host.
 *
 * @public (called by the render sandbox on the Node build's exports, server/src/render/render-sandbox.ts)
 */
export function nodeRemotes(
  registry: Registry,
  loadContainer: LoadContainer,
  instance: ModuleFederation | null = getInstance(),
): LoadRemoteModule {
  if (!instance) throw new Error("The shell's Node build has no Module Federation runtime");
  const publicPaths = new Map<string, string>();
  // The browser reports a switch to the API; the renderer reports a page's failure itself, and the sandbox
  // has no network.
  const versions = new PreviousVersions(registry, instance, () => undefined);
  instance.registerPlugins([
    {
      name: 'node-file-entries',
      async loadEntry({ remoteInfo }) {
        const { container, publicPath } = await loadContainer(remoteInfo.name, remoteInfo.entry);
        publicPaths.set(remoteInfo.name, publicPath);
        return container as never;
      },
      beforeInitContainer(args) {
        const publicPath = publicPaths.get(args.remoteInfo.name);
        Object.assign(args.remoteEntryInitOptions, { publicPath });
        return args;
      },
    },
    previousVersionPlugin(versions),
  ]);
  instance.registerRemotes(registryEntries(registry).map(([name, remote]) => ({ name, entry: remote.entry })));
  return async <T>(name: string, module: string) => {
    const loaded = await instance.loadRemote<T>(`${name}/${module}`);
    if (!loaded) throw new Error(`Remote ${name} returned no module ${module}`);
    return loaded;
  };
}
