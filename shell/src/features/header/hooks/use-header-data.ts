import { useEffect } from 'react';
import { bus, type HeaderState } from 'shared-contracts';
import { useBadges } from '../api/get-badges';
import { useHeaderState } from '../api/get-header-state';

/** The avatar menu's counts: rewards to claim, missions open, unread messages (all 0 until they load). */
export interface BadgeCounts {
  rewards: number;
  missions: number;
  messages: number;
}

export const NO_BADGES: BadgeCounts = { rewards: 0, missions: 0, messages: 0 };

/**
 * The logged-in header's numbers: the header state (balance, VIP label, points, unread messages) and the badge
 * counts, kept fresh from the bus. A trial asks for neither (SPEC §6: no points, no VIP, no badges, no unread
 * load). The header state reloads when messages, rewards or points move (the balance component reloads it on
 * `balance:changed`); the badges when the balance, messages or rewards move (a bet may complete a mission).
 */
export function useHeaderData({ trial, member }: { trial: boolean; member: boolean }): {
  state: HeaderState | null;
  reload: () => void;
  loading: boolean;
  badges: BadgeCounts;
} {
  const { state, reload, loading } = useHeaderState(!trial);
  const badgeCall = useBadges(!trial && member);
  const reloadBadges = badgeCall.reload;
  useEffect(() => {
    const both = () => {
      reload();
      reloadBadges();
    };
    const offs = [
      bus.on('messages:changed', both),
      bus.on('rewards:changed', both),
      bus.on('points:changed', () => reload()),
      bus.on('balance:changed', () => reloadBadges()),
    ];
    return () => offs.forEach((off) => off());
  }, [reload, reloadBadges]);
  // A failed badge call shows no counts (the header works without them); the next event asks again.
  const badges = !trial && member && badgeCall.data ? badgeCall.data : NO_BADGES;
  return { state: trial ? null : state, reload, loading, badges };
}
