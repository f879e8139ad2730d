import * as RMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

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

/**
 * A menu button on Radix DropdownMenu: arrow keys, typeahead, Escape and focus return come with it.
 * `trigger` must be one focusable element (a button).
 */
export function Menu({
  trigger,
  items,
  label,
  align = 'end',
}: {
  trigger: ReactNode;
  items: readonly MenuItem[];
  label: string;
  align?: 'start' | 'end';
}) {
  return (
    <RMenu.Root modal={false}>
      <RMenu.Trigger asChild>{trigger}</RMenu.Trigger>
      <RMenu.Portal>
        <RMenu.Content className="ui-menu" aria-label={label} align={align} sideOffset={6} collisionPadding={8}>
          {items.map((i) => (
            <RMenu.Item key={i.key} className="ui-menu-item" onSelect={i.onSelect} asChild={!!i.href}>
              {i.href ? (
                <a href={i.href} target={i.external ? '_blank' : undefined} rel={i.external ? 'noreferrer' : undefined}>
                  {i.icon}
                  <span>{i.label}</span>
                  {i.badge}
                </a>
              ) : (
                <>
                  {i.icon}
                  <span>{i.label}</span>
                  {i.badge}
                </>
              )}
            </RMenu.Item>
          ))}
        </RMenu.Content>
      </RMenu.Portal>
    </RMenu.Root>
  );
}
