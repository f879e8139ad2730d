import * as RTabs from '@radix-ui/react-tabs';
import type { TabsProps } from './tabs';

/** The Radix part of `Tabs`, loaded with the first tabs rendered. */
export function TabsView({ items, value, onValueChange, label, stretch = true, wrap = false, children }: TabsProps) {
  return (
    <RTabs.Root value={value} onValueChange={onValueChange} className="ui-tabs">
      <RTabs.List
        className={`ui-tab-list${stretch ? ' is-stretched' : ''}${wrap ? ' is-wrapping' : ''}`}
        aria-label={label}
      >
        {items.map((i) => (
          <RTabs.Trigger key={i.value} value={i.value} className="ui-tab" data-testid={i.testId}>
            {i.label}
          </RTabs.Trigger>
        ))}
      </RTabs.List>
      {children !== undefined && (
        <RTabs.Content value={value} className="ui-tab-panel">
          {children}
        </RTabs.Content>
      )}
      {items.map(
        (i) =>
          i.content !== undefined && (
            <RTabs.Content key={i.value} value={i.value} className="ui-tab-panel">
              {i.content}
            </RTabs.Content>
          ),
      )}
    </RTabs.Root>
  );
}
