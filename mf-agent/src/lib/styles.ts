import { injectStyles } from 'shared-ui';
import agent from '../styles/agent.css';
import agentPages from '../styles/agent-pages.css';

/** mf-agent's screen styles, added once per page where its parcel starts (they read shared-ui's tokens only). */
export function injectAgentStyles(): void {
  injectStyles('mf-agent', agent);
  injectStyles('mf-agent-pages', agentPages);
}
