import * as RDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/button';
import type { DialogProps } from './dialog-props';

const stop = (e: Event) => e.preventDefault();

/**
 * Escape pressed inside another dialog is that dialog's: one opened over this one from another React root (a remote's
 * parcel in the shell's drawer) may not have told this one yet that it is on top, and both would close.
 */
function pressedInAnother(e: KeyboardEvent, content: HTMLElement | null): boolean {
  const other = e.target instanceof Element ? e.target.closest('[role="dialog"],[role="alertdialog"]') : null;
  return !!other && !!content && other !== content && !content.contains(other);
}

/**
 * The Radix part of `Dialog` (loaded with the first dialog of the page): focus is trapped inside, returns to
 * where it was on close, the page behind is inert and does not scroll, Escape and a click outside close it
 * when `onOpenChange` is given. `open` here is what is shown (after `deferred` waited its turn).
 */
export function DialogView({
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
}: Omit<DialogProps, 'deferred'>) {
  const { t } = useTranslation('common');
  const dismissible = !!onOpenChange;
  // Dialogs here are mostly opened through the bus, not a Radix Trigger, so Radix has no trigger to refocus:
  // remember what had focus when the dialog opened and give it back on close.
  const returnTo = useRef<Element | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <RDialog.Root open={open} onOpenChange={onOpenChange}>
      <RDialog.Portal>
        <RDialog.Overlay className="ui-overlay" />
        <RDialog.Content
          ref={content}
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
          onEscapeKeyDown={(e) => {
            if (!dismissible || pressedInAnother(e, content.current)) e.preventDefault();
          }}
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
