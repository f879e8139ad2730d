import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (ADR 0005); the CSS uses the same width. */
export const PHONE_QUERY = '(max-width: 768px)';

const query = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(PHONE_QUERY));
const subscribe = (onChange: () => void) => {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
};

/** True at ≤ 768 px: the shell renders the compact header, the drawer and the bottom navigation. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
