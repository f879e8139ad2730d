import type { ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../../hooks/lazy-part';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel; omit when the caller renders the content itself under the tab list. */
  content?: ReactNode;
  testId?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  /** Tabs share the width (the phone default); false sizes them to their labels and lets the row scroll. */
  stretch?: boolean;
  /** Let long labels wrap onto two lines instead of scrolling the row. */
  wrap?: boolean;
  /** The active tab's panel, when the items carry no `content` (every tab then points at a real panel). */
  children?: ReactNode;
}

/** Radix Tabs and its view: fetched when a page first renders tabs. */
export const tabsPart = lazyPart(() => import('./tabs-view'));

/**
 * Tabs on Radix Tabs (roving focus with the arrow keys, aria wiring), controlled by `value`. The Radix part loads
 * with the first tabs rendered; until then (a moment, once per page) nothing shows.
 */
export function Tabs(props: TabsProps) {
  const view = useLazyPart(tabsPart);
  return view ? <view.TabsView {...props} /> : null;
}
