import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the console's menu leaves the side and opens from a button (the CSS uses the same width). */
export const NARROW_QUERY = '(max-width: 1023px)';

/** True when the window is narrower than the side menu's layout needs (a tablet at 768 px). */
export function useNarrow(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const m = window.matchMedia?.(NARROW_QUERY);
    m?.addEventListener('change', onChange);
    return () => m?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(NARROW_QUERY).matches ?? false);
}
