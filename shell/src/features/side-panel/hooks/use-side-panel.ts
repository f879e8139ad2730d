import { useCallback, useEffect, useState } from 'react';
import type { Bus, BusEvents } from 'shared-contracts';

export type PanelRequest = BusEvents['panel:open'];

/**
 * What the right-hand panel shows (null: closed). `panel:open` opens or replaces it, `panel:close` and a sign-out
 * close it, and so does any navigation (`where` changing): the panel belongs to the page it was opened over.
 */
export function useSidePanel(bus: Bus, where: string): { request: PanelRequest | null; close: () => void } {
  const [request, setRequest] = useState<PanelRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  useEffect(() => {
    const offs = [
      bus.on('panel:open', (r) => setRequest({ panel: r.panel, page: r.page })),
      bus.on('panel:close', close),
      bus.on('auth:logout', close),
    ];
    return () => offs.forEach((off) => off());
  }, [bus, close]);
  useEffect(close, [where, close]);
  return { request, close };
}
