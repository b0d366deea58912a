/*
 * A Module Federation runtime plugin built into every remote's Node build (scripts/src/webpack/server-config.ts,
 * docs/decisions/0008-federation-node-runtime.md). A version's files are served from its own folder, e.g.
 * `/remotes/about/1.0.0/`, which the build cannot know; the browser build learns it from its remoteEntry.js
 * URL (`publicPath: 'auto'`), which Node has no equivalent of. The host passes it with the container's
 * `init` (the `publicPath` of the init options, set by the shell's `beforeInitContainer` hook,
 * shell/src/server/node-remotes.ts), so image URLs in the markup are the browser build's.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;

/**
 * The runtime plugin: at the container's init by the host, sets the build's public path from the init
 * options' `publicPath` (a URL path ending in '/'); at the container's own start, which has none, does nothing.
 *
 * @public (named by path in the webpack configuration, not imported)
 */
export default function serverPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'server-public-path',
    beforeInit(args) {
      const { publicPath } = args.userOptions as { publicPath?: unknown };
      // The container's own start has none; the host's init has the version's folder.
      if (typeof publicPath === 'string') __webpack_public_path__ = publicPath;
      return args;
    },
  };
}
