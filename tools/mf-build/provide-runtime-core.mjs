// A federation runtime plugin of the shell: puts the shell's own `@module-federation/runtime-core` on the global
// `_FEDERATION_RUNTIME_CORE`, where the remotes' production builds (`experiments.externalRuntime`) take it from.
// MF 2's `provideExternalRuntime` does the same through `@module-federation/inject-external-runtime-core-plugin`,
// but that plugin is resolved as CommonJS and bundles a second runtime-core (+ sdk) beside the ES build the shell
// already runs: ≈ 24 KiB gzip more. Importing the same ES module here keeps one copy (docs/federation.md).
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'wl-provide-runtime-core',
    beforeInit(args) {
      const g = runtimeCore.Global;
      if (g && !g._FEDERATION_RUNTIME_CORE) {
        g._FEDERATION_RUNTIME_CORE = runtimeCore;
        g._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'shell' };
      }
      return args;
    },
  };
}
