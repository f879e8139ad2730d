import { inCanary, REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { RemoteVariant } from '../merchants';
import type { RolloutRow } from './rollout-repository';

/**
 * A visitor's remote versions (ADR 0012 §5): for each remote with a rollout row, its canary when the canary runs
 * (percent > 0) and the visitor's bucket is in its share, else its stable; `entryOf` is the release store's manifest URL. The key names the canaries the visitor is
 * in (`c:mf_games,mf_lottery`; '' for none): the config reply is cached once per key.
 */
export function variantFor(
  rows: readonly RolloutRow[],
  visitorId: string,
  entryOf: (remote: RemoteName, version: string) => string,
): RemoteVariant {
  const remotes: RemoteVariant['remotes'] = {};
  const canaries: string[] = [];
  const byRemote = new Map(rows.map((r) => [r.remote, r]));
  for (const name of REMOTE_NAMES) {
    const r = byRemote.get(name);
    if (!r) continue;
    const canary = r.canaryVersion !== null && r.canaryPercent > 0 && inCanary(visitorId, name, r.canaryPercent);
    const version = canary ? r.canaryVersion! : r.stable;
    if (canary) canaries.push(name);
    remotes[name] = { entry: entryOf(name, version), version };
  }
  return { key: canaries.length ? `c:${canaries.join(',')}` : '', remotes };
}
