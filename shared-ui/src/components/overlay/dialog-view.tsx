import * as RDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { openDialogCount, useOpenDialogs, useRegisterOpen } from './open-dialogs';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/button';

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

const stop = (e: Event) => e.preventDefault();

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, returns to where it was on close, the page behind
 * is inert and does not scroll, Escape and a click outside close it when `onOpenChange` is given.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  children,
  footer,
  kind = 'dialog',
  size = 'md',
  className,
  testId,
  deferred,
}: DialogProps) {
  const { t } = useTranslation('common');
  const others = useOpenDialogs();
  const [shown, setShown] = useState(false);
  const visible = open && (!deferred || shown);
  // Checked in an effect, after the dialogs rendered before this one have counted themselves.
  useEffect(() => {
    if (deferred) setShown((s) => (open ? s || openDialogCount() === 0 : false));
  }, [deferred, open, others]);
  useRegisterOpen(visible);
  const dismissible = !!onOpenChange;
  // Dialogs here are mostly opened through the bus, not a Radix Trigger, so Radix has no trigger to refocus:
  // remember what had focus when the dialog opened and give it back on close.
  const returnTo = useRef<Element | null>(null);
  return (
    <RDialog.Root open={visible} onOpenChange={onOpenChange}>
      <RDialog.Portal>
        <RDialog.Overlay className="ui-overlay" />
        <RDialog.Content
          className={`ui-dialog ui-dialog-${kind} ui-dialog-${size}${className ? ` ${className}` : ''}`}
          aria-describedby={undefined}
          data-testid={testId}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(e) => {
            const el = returnTo.current;
            if (el instanceof HTMLElement && el.isConnected && el !== document.body) {
              e.preventDefault();
              el.focus();
            }
          }}
          onEscapeKeyDown={dismissible ? undefined : stop}
          onPointerDownOutside={dismissible ? undefined : stop}
          onInteractOutside={dismissible ? undefined : stop}
        >
          <header className="ui-dialog-header">
            <RDialog.Title className={hideTitle ? 'sr-only' : 'ui-dialog-title'}>{title}</RDialog.Title>
            {dismissible && (
              <RDialog.Close asChild>
                <IconButton label={t('close')} icon={<X aria-hidden />} className="ui-dialog-close" />
              </RDialog.Close>
            )}
          </header>
          <div className="ui-dialog-body">{children}</div>
          {footer && <footer className="ui-dialog-footer">{footer}</footer>}
        </RDialog.Content>
      </RDialog.Portal>
    </RDialog.Root>
  );
}

/** A side sheet (the phone's side menu): a Dialog that slides in from the left or right. */
export function Drawer({ side = 'left', ...props }: Omit<DialogProps, 'kind'> & { side?: 'left' | 'right' }) {
  return <Dialog {...props} kind={side === 'left' ? 'drawer-left' : 'drawer-right'} />;
}

/** The always-open modal of a modal host: rendered means open; `onClose` omitted means not dismissible. */
export function Modal({
  title,
  onClose,
  children,
  size,
  testId,
  deferred,
  footer,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogProps['size'];
  testId?: string;
  deferred?: boolean;
}) {
  return (
    <Dialog
      open
      title={title}
      onOpenChange={onClose && ((o) => !o && onClose())}
      size={size}
      testId={testId}
      deferred={deferred}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}
