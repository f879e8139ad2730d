import type { ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../../hooks/lazy-part';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** An action, or a link (`href`, opened in a new tab when `external`). */
  onSelect?: () => void;
  href?: string;
  external?: boolean;
  badge?: ReactNode;
}

export interface MenuProps {
  trigger: ReactNode;
  items: readonly MenuItem[];
  label: string;
  align?: 'start' | 'end';
}

/** Radix DropdownMenu and its view: fetched when a page first renders a menu. */
export const menuPart = lazyPart(() => import('./menu-view'));

/**
 * A menu button (Radix DropdownMenu, loaded with the first menu rendered): arrow keys, typeahead, Escape and
 * focus return come with it. `trigger` must be one focusable element (a button); it shows at once.
 */
export function Menu(props: MenuProps) {
  const view = useLazyPart(menuPart);
  return view ? <view.MenuView {...props} /> : <>{props.trigger}</>;
}
