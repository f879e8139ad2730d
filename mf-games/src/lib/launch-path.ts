import type { BusEvents } from 'shared-contracts';

/** The lottery's vendor cards open our own lottery pages (ADR 0007), not a vendor game in the /seamless frame. */
const LOTTERY_PAGES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  LOTT: '/vnLottery',
  SEA: '/seaLottery',
};

/** Where a member's launch request goes: the lottery lobby for a lottery card, else the /seamless game page. */
export function launchPath(e: BusEvents['game:launch']): string {
  const lottery = LOTTERY_PAGES[e.vassalage];
  if (lottery) return `${lottery}?view=lobby`;
  const q = new URLSearchParams({ vassalage: e.vassalage });
  if (e.gameCode) q.set('gameCode', e.gameCode);
  if (e.gameType) q.set('gameType', e.gameType);
  if (e.nodeId) q.set('nodeId', String(e.nodeId));
  if (e.room) q.set('room', e.room);
  return `/seamless?${q.toString()}`;
}
