import { NavLink } from 'react-router-dom';
import { buttonClass } from 'shared-ui';

/** One page of a section: where it is, its label, whether only its exact path marks it, its test id. */
export interface SectionLink {
  to: string;
  label: string;
  end: boolean;
  testId: string;
}

/**
 * A section's pages as a row of links styled as buttons (the current one primary, and marked for screen readers by
 * `aria-current`): the one tab bar of the console's sections with sub-pages (Content, Games).
 */
export function SectionLinks({ label, links, className }: { label: string; links: SectionLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={className ? `console-row ${className}` : 'console-row'}>
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) => buttonClass(isActive ? 'primary' : 'ghost', 'sm')}
          data-testid={l.testId}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
