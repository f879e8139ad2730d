import type { ReactNode } from 'react';

/** Standard page frame inside the shell's content area: a title, optional actions beside it, the content. */
export function Page({
  title,
  children,
  testId,
  actions,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
  actions?: ReactNode;
}) {
  return (
    <section className="ui-page" data-testid={testId}>
      <header className="ui-page-header">
        <h1 className="ui-page-title">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
