import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

// The members a remote's entry reads from the runtime core when its own copy is left out (`externalRuntime`).
// Named one by one, not `import *`, so the shell still ships only the runtime code it uses: the package's own
// provider plugin exports the whole module and adds about 23 KB gzip to main.js, more than remotes save.
const runtimeCore = {
  assert,
  CurrentGlobal,
  Global: CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * A Module Federation runtime plugin of the shell (docs/design.md#contracts): before the shell's federation
 * instance starts, it publishes the runtime core as `_FEDERATION_RUNTIME_CORE`, the global that remotes built
 * with `externalRuntime` run on. One runtime per page means each remote's entry is about 10 KB gzip lighter.
 * The release guard refuses a remote built with another runtime version (server/src/releases/compatibility.ts).
 *
 * @public (named by path in the webpack configuration, not imported)
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (CurrentGlobal as unknown as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
