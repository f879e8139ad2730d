import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAgentStyles } from '../../lib/styles';
import { AgentCenterPage } from '../../features/agent-center/components/agent-center-page';

injectAgentStyles();

/** Exposed as `mf_agent/AgentCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentCenterPage);
