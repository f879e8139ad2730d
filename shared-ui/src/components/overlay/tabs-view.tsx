import * as RTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel; omit when the caller renders the content itself under the tab list. */
  content?: ReactNode;
  testId?: string;
}

/** Tabs on Radix Tabs (roving focus with the arrow keys, aria wiring). Controlled by `value`. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  stretch = true,
  wrap = false,
  children,
}: {
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
}) {
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
