import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parcelId, type RemoteEntry, type RemoteName } from 'shared-contracts';
import type { ParcelLifecycles } from 'shared-ui';
import { fallbackParcel, fallbackPlugin, retryPlugin } from './runtime-plugins';

const entries = new Map<RemoteName, string>();
let pluginsRegistered = false;

/** Registers the remotes the merchant's config enables (entries resolved against this origin). */
export function registerEnabledRemotes(remotes: readonly RemoteEntry[]): Set<RemoteName> {
  if (!pluginsRegistered) {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    pluginsRegistered = true;
  }
  const enabled = remotes.filter((r) => r.enabled);
  for (const r of enabled) entries.set(r.name, new URL(r.entry, window.location.origin).href);
  registerRemotes(enabled.map((r) => ({ name: r.name, entry: entries.get(r.name)! })));
  return new Set(enabled.map((r) => r.name));
}

/** Forgets a failed remote's cached manifest and entry so the next load fetches it again. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads an exposed parcel; any failure yields the fallback parcel (never a rejected promise). */
export async function loadParcel(remote: RemoteName, parcel: string): Promise<ParcelLifecycles> {
  try {
    const mod = await loadRemote<ParcelLifecycles>(parcelId(remote, parcel));
    return mod ?? fallbackParcel;
  } catch (e) {
    console.warn(`[shell] ${parcelId(remote, parcel)} failed`, e);
    return fallbackParcel;
  }
}
