import * as RToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The toasts' region; the shell mounts it once. */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const { t } = useTranslation('common');
  const list = useSyncExternalStore(subscribe, () => items);
  return (
    <RToast.Provider duration={duration} label={t('notifications')}>
      {list.map((i) => (
        <RToast.Root
          key={i.id}
          className={`ui-toast ui-toast-${i.tone}`}
          type={i.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(i.id)}
        >
          <RToast.Title className="ui-toast-title">{i.title}</RToast.Title>
          {i.description && <RToast.Description>{i.description}</RToast.Description>}
          <RToast.Close className="ui-toast-close" aria-label={t('close')}>
            <X aria-hidden />
          </RToast.Close>
        </RToast.Root>
      ))}
      <RToast.Viewport className="ui-toast-viewport" />
    </RToast.Provider>
  );
}
