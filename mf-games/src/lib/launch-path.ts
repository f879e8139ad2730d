import type { BusEvents } from 'shared-contracts';

/** Where a member's launch request goes: the /seamless game page with the game in the query. */
export function launchPath(e: BusEvents['game:launch']): string {
  const q = new URLSearchParams({ vassalage: e.vassalage });
  if (e.gameCode) q.set('gameCode', e.gameCode);
  if (e.gameType) q.set('gameType', e.gameType);
  if (e.nodeId) q.set('nodeId', String(e.nodeId));
  return `/seamless?${q.toString()}`;
}
