import { useEffect, useState, type ReactNode } from 'react';
import type { DialogProps } from './dialog-props';
import { lazyPart, useLazyPart } from '../../hooks/lazy-part';
import { openDialogCount, useOpenDialogs, useRegisterOpen } from './open-dialogs';

export type { DialogProps } from './dialog-props';

/** Radix Dialog and its view: fetched when the page first opens a dialog, not with shared-ui. */
export const dialogPart = lazyPart(() => import('./dialog-view'));

/**
 * A modal dialog (Radix Dialog, loaded with the first dialog opened): focus is trapped inside, returns to where
 * it was on close, the page behind is inert and does not scroll, Escape and a click outside close it when
 * `onOpenChange` is given.
 */
export function Dialog({ open, deferred, ...props }: DialogProps) {
  const others = useOpenDialogs();
  const [shown, setShown] = useState(false);
  const visible = open && (!deferred || shown);
  // Checked in an effect, after the dialogs rendered before this one have counted themselves.
  useEffect(() => {
    if (deferred) setShown((s) => (open ? s || openDialogCount() === 0 : false));
  }, [deferred, open, others]);
  useRegisterOpen(visible);
  // Never opened: no code to load. Once opened, the view stays so that closing can give focus back.
  const [used, setUsed] = useState(visible);
  if (visible && !used) setUsed(true);
  const view = useLazyPart(dialogPart, used || visible);
  return view ? <view.DialogView {...props} open={visible} /> : null;
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
