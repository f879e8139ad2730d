import { atom, getDefaultStore, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { bus, isApiError, session, type Game } from 'shared-contracts';
import { addFavorite } from '../api/add-favorite';
import { listFavorites } from '../api/list-favorites';
import { removeFavorite } from '../api/remove-favorite';

const PAGE = 100;
const THROTTLE_MS = 1000;

/** The server also allows one change a second per member (across tabs): a refused change is sent once more a second later. */
async function withRetry(call: () => Promise<unknown>): Promise<unknown> {
  return call().catch(async (e: unknown) => {
    if (!isApiError(e) || e.code !== 'TOO_FAST') throw e;
    await new Promise((r) => setTimeout(r, THROTTLE_MS));
    return call();
  });
}

/** The member's favourite game ids (null until loaded); one set for every tile on the page. */
const idsAtom = atom<Set<number> | null>(null);
let loading: Promise<Set<number>> | null = null;
/** When the last change was sent: one change a second across every tile on the page. */
let lastChange = 0;

async function loadAll(): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let pageNum = 1, total = 1; pageNum <= total; pageNum += 1) {
    const page = await listFavorites(pageNum, PAGE);
    page.content.forEach((g) => ids.add(g.nodeId));
    total = page.totalPages;
  }
  return ids;
}

bus.on('auth:logout', () => {
  loading = null;
  getDefaultStore().set(idsAtom, null);
});

/**
 * Favourites (SPEC §4): toggle adds or removes; throttled to one change a second; adding is skipped when
 * already present; removal drops the id locally before the call. Guests are asked to log in.
 */
export function useFavorites() {
  const [ids, setIds] = useAtom(idsAtom);
  const token = session.get('token');
  useEffect(() => {
    // Loaded once per page; after that the atom is the truth (a late load must not undo a toggle).
    if (!token || session.get('isTrial') || ids !== null) return;
    loading ??= loadAll();
    loading
      .then((loaded) => setIds((current) => current ?? loaded))
      .catch(() => {
        loading = null;
      });
  }, [token, ids, setIds]);

  const toggle = useCallback(
    async (game: Game) => {
      if (!session.get('token')) return bus.emit('auth:open', { modal: 'login' });
      const now = Date.now();
      if (now - lastChange < THROTTLE_MS) return;
      lastChange = now;
      const current = ids ?? (await (loading ??= loadAll()).catch(() => new Set<number>()));
      if (current.has(game.nodeId)) {
        const next = new Set(current);
        next.delete(game.nodeId);
        setIds(next);
        await withRetry(() => removeFavorite(game.nodeId)).catch(() => setIds(current));
      } else {
        setIds(new Set(current).add(game.nodeId));
        await withRetry(() => addFavorite(game)).catch(() => setIds(current));
      }
    },
    [ids, setIds],
  );
  return { isFavorite: (id: number) => !!ids?.has(id), toggle };
}
