import { useEffect, useState } from 'react';
import type { Game, Vendor, VendorCategory } from 'shared-contracts';
import { getGameList } from '../../../api/get-game-list';

/** SPEC §9: the home preview takes the first 3 RNG vendors, 1 LIVE and 1 FISH. */
export function previewVendors(lanes: readonly VendorCategory[]): Vendor[] {
  const take = (cat: string, n: number) => lanes.find((l) => l.gameCategory === cat)?.vendors.slice(0, n) ?? [];
  return [...take('RNG', 3), ...take('LIVE', 1), ...take('FISH', 1)];
}

const GAP_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each preview vendor's first page of 20 games, fetched one after another with a 300 ms gap (SPEC §9);
 * `loading` until the last one has answered.
 */
export function useVendorPreviews(vendors: readonly Vendor[], language: string) {
  const [rows, setRows] = useState<{ vendor: Vendor; games: Game[] }[]>([]);
  const [loading, setLoading] = useState(vendors.length > 0);
  const key = vendors.map((v) => `${v.gameCategory}:${v.vassalage}`).join(',');
  useEffect(() => {
    let live = true;
    setRows([]);
    setLoading(vendors.length > 0);
    void (async () => {
      for (const [i, vendor] of vendors.entries()) {
        if (i > 0) await pause(GAP_MS);
        if (!live) return;
        try {
          const page = await getGameList(
            { vassalage: vendor.vassalage, gameType: vendor.gameCategory, pageNo: 1 },
            language,
          );
          if (live && page.games.length > 0) setRows((r) => [...r, { vendor, games: page.games }]);
        } catch {
          // A vendor that fails to load is left out of the preview.
        }
      }
      if (live) setLoading(false);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the vendors
  }, [key, language]);
  return { rows, loading };
}
