import { useSyncExternalStore } from 'react';
import { lazyPart, useLazyPart } from '../../hooks/lazy-part';

export type ToastTone = 'info' | 'success' | 'error';
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
}

// One queue per page: shared-ui is a federation singleton, so a remote's toast() reaches the shell's <Toaster/>.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: ToastItem[]) => {
  items = next;
  listeners.forEach((l) => l());
};

/** Shows a short, polite message (errors are announced assertively); returns its id. */
export function toast(message: { title: string; description?: string; tone?: ToastTone }): number {
  const id = nextId++;
  const item: ToastItem = { id, tone: 'info', ...message };
  publish([...items, item].slice(-3));
  return id;
}

/** Removes a toast (the Toaster does this when it closes or times out). */
export function dismissToast(id: number): void {
  publish(items.filter((i) => i.id !== id));
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** The toasts on screen now (at most three). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => items);
}

/** Radix Toast and the toasts' view: fetched with the page's first toast. */
export const toasterPart = lazyPart(() => import('./toaster-view'));

/** The toasts' region; the shell mounts it once. Its Radix part loads when the first toast is shown. */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const wanted = useToasts().length > 0;
  const view = useLazyPart(toasterPart, wanted);
  return view ? <view.ToasterView duration={duration} /> : null;
}
