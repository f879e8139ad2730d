import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled figures in a wrapping grid (the overview's cards, a list's totals, a member's stats). */
export function Figures({ items, label, testId }: { items: readonly Figure[]; label?: string; testId?: string }) {
  return (
    <dl className="agent-figures" aria-label={label} data-testid={testId}>
      {items.map((f) => (
        <div key={f.key} className="agent-figure" data-testid={testId && `${testId}-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
