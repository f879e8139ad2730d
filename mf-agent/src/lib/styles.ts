import { injectStyles } from 'shared-ui';
import agent from '../styles/agent.css';

/** mf-agent's screen styles, added once per page where its parcel starts (they read shared-ui's tokens only). */
export function injectAgentStyles(): void {
  injectStyles('mf-agent', agent);
}
