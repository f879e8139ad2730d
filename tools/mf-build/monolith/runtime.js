// Stand-in for `@module-federation/enhanced/runtime` in the monolith build (tools/mf-build/monolith.js):
// the shell's calls keep their shape, and a remote's exposed module is a dynamic import of its source.
import { remotes } from 'mf-monolith-remotes';

/** Remotes are part of the bundle: nothing to register. */
export function registerRemotes() {}

/** No federation runtime to extend. */
export function registerPlugins() {}

/** `loadRemote('mf_games/Home')` → the module `mf-games/src/app/parcels/home.tsx`. */
export async function loadRemote(id) {
  const load = remotes[id];
  if (!load) throw new Error(`[monolith] ${id} is not an exposed module`);
  return load();
}
