import type { ReactNode } from 'react';

/** Standard page frame inside the shell's content area. */
export function Page({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <section className="ui-page" data-testid={testId}>
      <h1 className="ui-page-title">{title}</h1>
      {children}
    </section>
  );
}
