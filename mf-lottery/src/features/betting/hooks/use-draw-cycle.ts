import { useEffect, useRef, useState } from 'react';
import type { Draw } from 'shared-contracts/lottery';

/**
 * Follows a game's draws: while the open draw's instant has passed, or the latest draw is drawn but not yet
 * settled, asks again every 2 s (`reload`). Answers a counter that moves whenever the latest draw changes
 * (a new result, or its settlement), so bets and the balance are read again exactly then.
 */
export function useDrawCycle(
  open: Draw | null,
  last: Draw | null,
  now: Date,
  loading: boolean,
  reload: () => void,
): number {
  const due = !!open && (now.getTime() >= Date.parse(open.drawAt) || last?.status === 'DRAWN');
  const tick = Math.floor(now.getTime() / 2000);
  useEffect(() => {
    if (due && !loading) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per 2 s tick while due
  }, [due, tick]);

  const [changes, setChanges] = useState(0);
  const seen = useRef<string | null>(null);
  const latest = last ? `${last.numero}:${last.status}` : '';
  useEffect(() => {
    if (!open) return;
    if (seen.current !== null && seen.current !== latest) setChanges((c) => c + 1);
    seen.current = latest;
  }, [open, latest]);
  return changes;
}
