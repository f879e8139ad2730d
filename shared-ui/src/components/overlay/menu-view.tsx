import * as RMenu from '@radix-ui/react-dropdown-menu';
import type { MenuProps } from './menu';

/** The Radix part of `Menu` (a menu button on Radix DropdownMenu), loaded with the first menu rendered. */
export function MenuView({ trigger, items, label, align = 'end' }: MenuProps) {
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
