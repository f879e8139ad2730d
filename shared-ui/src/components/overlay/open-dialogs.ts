import { useEffect, useSyncExternalStore } from 'react';

// Dialogs open on the page, across remotes (shared-ui is a federation singleton, so this is one count per page).
let open = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** Counts this dialog as open while `isOpen`. */
export function useRegisterOpen(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    open++;
    notify();
    return () => {
      open--;
      notify();
    };
  }, [isOpen]);
}

/** How many dialogs are open on the page. */
export function useOpenDialogs(): number {
  return useSyncExternalStore(subscribe, () => open);
}

/** How many dialogs are open right now (for effects, which run after earlier siblings registered). */
export const openDialogCount = (): number => open;
