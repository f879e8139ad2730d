import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parcelId, type RemoteEntry, type RemoteName } from 'shared-contracts';
import type { ParcelLifecycles } from 'shared-ui';
import { reportRemoteHealth } from '../../../api/report-remote-health';
import { createHealthReporter, type HealthReporter } from './health-reporter';
import { fallbackParcel, fallbackPlugin, retryPlugin } from './runtime-plugins';

/** Each enabled remote's resolved entry and the release it is (null: an unversioned build). */
const entries = new Map<RemoteName, { entry: string; version: string | null }>();
let pluginsRegistered = false;
let health: HealthReporter | null = null;

/** Registers the remotes the merchant's config enables (entries resolved against this origin). */
export function registerEnabledRemotes(remotes: readonly RemoteEntry[]): Set<RemoteName> {
  if (!pluginsRegistered) {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    pluginsRegistered = true;
  }
  const enabled = remotes.filter((r) => r.enabled);
  for (const r of enabled)
    entries.set(r.name, { entry: new URL(r.entry, window.location.origin).href, version: r.version ?? null });
  registerRemotes(enabled.map((r) => ({ name: r.name, entry: entries.get(r.name)!.entry })));
  health ??= createHealthReporter({ send: (reports, keepalive) => reportRemoteHealth(reports, keepalive) });
  health.setVersions(enabled.map((r) => ({ name: r.name, version: r.version ?? null })));
  return new Set(enabled.map((r) => r.name));
}

/** The release a remote runs on this page (null: unversioned or not registered). */
export function remoteVersion(name: RemoteName): string | null {
  return entries.get(name)?.version ?? null;
}

/** Forgets a failed remote's cached manifest and entry so the next load fetches it again. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name)?.entry;
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Counts a mount error of one of the remote's parcels for the health report. */
export function reportMountError(remote: RemoteName): void {
  health?.mountFailed(remote);
}

/** Loads an exposed parcel; any failure yields the fallback parcel (never a rejected promise). */
export async function loadParcel(remote: RemoteName, parcel: string): Promise<ParcelLifecycles> {
  health?.loadStarted(remote);
  try {
    const mod = await loadRemote<ParcelLifecycles>(parcelId(remote, parcel));
    // errorLoadRemote (fallbackPlugin) answers the fallback parcel itself.
    if (!mod || mod === fallbackParcel) health?.loadFailed(remote);
    return mod ?? fallbackParcel;
  } catch (e) {
    console.warn(`[shell] ${parcelId(remote, parcel)} failed`, e);
    health?.loadFailed(remote);
    return fallbackParcel;
  }
}
