import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, a click outside or the close button; omit to make the dialog not dismissible. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons pinned at the bottom (full-screen dialogs keep them in reach on a phone). */
  footer?: ReactNode;
  /** 'dialog' is centred (full-screen ≤ 768 px); 'drawer-left' / 'drawer-right' slide in from a side. */
  kind?: 'dialog' | 'drawer-left' | 'drawer-right';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
  /**
   * Wait until no other dialog is open before opening (home popups must not cover a login the visitor asked
   * for); once shown it stays until closed.
   */
  deferred?: boolean;
}
