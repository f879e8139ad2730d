import { useCallback, useEffect } from 'react';
import { bus, isApiError, memberState, session, type Game } from 'shared-contracts';
import { usePageState, useSessionValue } from 'shared-ui';
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

/**
 * The member's favourite game ids (null until loaded); one set for every tile on the page, in the session store
 * (parcels read it there), so logging out empties it for the next member.
 */
const idsState = memberState<Set<number> | null>(null);
/** The load of one member's set (by session token): a load started before a logout never fills the next member's. */
let loading: { token: string; ids: Promise<Set<number>> } | null = null;
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

function loadFor(token: string): Promise<Set<number>> {
  if (loading?.token !== token) {
    const ids = loadAll();
    loading = { token, ids };
    ids.catch(() => {
      if (loading?.ids === ids) loading = null;
    });
  }
  return loading.ids;
}

/**
 * Favourites (SPEC §4): toggle adds or removes; throttled to one change a second; adding is skipped when
 * already present; removal drops the id locally before the call. Guests are asked to log in.
 */
export function useFavorites() {
  const [ids, setIds] = usePageState(idsState);
  const token = useSessionValue('token');
  useEffect(() => {
    // Loaded once per page; after that the atom is the truth (a late load must not undo a toggle).
    if (!token || session.get('isTrial') || ids !== null) return;
    loadFor(token).then(
      (loaded) => session.get('token') === token && setIds((current) => current ?? loaded),
      () => undefined,
    );
  }, [token, ids, setIds]);

  const toggle = useCallback(
    async (game: Game) => {
      const signedIn = session.get('token');
      if (!signedIn) return bus.emit('auth:open', { modal: 'login' });
      const now = Date.now();
      if (now - lastChange < THROTTLE_MS) return;
      lastChange = now;
      const current = ids ?? (await loadFor(signedIn).catch(() => new Set<number>()));
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
