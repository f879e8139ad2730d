import { useCallback, useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (ADR 0005); the CSS uses the same width. */
export const PHONE_QUERY = '(max-width: 768px)';
/**
 * A desktop wide enough for the whole logged-in header (balance, points, VIP label and account name beside the
 * shortcuts); narrower, those move into the avatar menu's head as on a phone.
 */
export const WIDE_QUERY = '(min-width: 1280px)';

const query = (q: string) => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(q));

/** Whether the media query matches now, re-rendering when it changes (false outside a browser). */
function useMedia(q: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = query(q);
      m?.addEventListener('change', onChange);
      return () => m?.removeEventListener('change', onChange);
    },
    [q],
  );
  return useSyncExternalStore(subscribe, () => query(q)?.matches ?? false);
}

/** True at ≤ 768 px: the shell renders the compact header, the drawer and the bottom navigation. */
export function usePhone(): boolean {
  return useMedia(PHONE_QUERY);
}

/** True at ≥ 1280 px: the logged-in header has room for the points, the VIP label and the account name. */
export function useWide(): boolean {
  return useMedia(WIDE_QUERY);
}
