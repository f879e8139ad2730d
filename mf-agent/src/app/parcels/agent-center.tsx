import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAgentStyles } from '../../lib/styles';
import { AgentCenter } from '../agent-center';

injectAgentStyles();

/** Exposed as `mf_agent/AgentCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentCenter);
