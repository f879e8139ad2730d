import { injectBaseStyles, injectStyles } from 'shared-ui';
import agent from './agent.css';
import agentPages from './agent-pages.css';

/**
 * mf-agent's one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * then the agent centre's frame and its pages. Called by the bootstrap and the exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-agent', agent);
  injectStyles('mf-agent-pages', agentPages);
}
