import * as RDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/button';
import type { DialogProps } from './dialog-props';

const stop = (e: Event) => e.preventDefault();

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
  return (
    <RDialog.Root open={open} onOpenChange={onOpenChange}>
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
